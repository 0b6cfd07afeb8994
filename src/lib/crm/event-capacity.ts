// The room in view while staff decide on invitation requests: for each event (by its slug), how
// many are approved so far against its capacity from the event's content file, and how many wait.
import { statusGroup } from './requests.ts';

/** What the staff app knows about an event from its content file. */
export interface CatalogueEvent {
  slug: string;
  title: string;
  start: string;
  capacity: number | null;
}

export interface EventLoad {
  approved: number;
  waiting: number;
  capacity: number | null;
  /** Seats left, or null when the event states no capacity. */
  left: number | null;
}

export function eventLoad(
  requests: readonly { event_slug: string | null; request_status: string | null }[],
  event: CatalogueEvent,
): EventLoad {
  let approved = 0;
  let waiting = 0;
  for (const request of requests) {
    if (request.event_slug !== event.slug) continue;
    const group = statusGroup(request.request_status);
    if (group === 'approved') approved += 1;
    else if (group === 'pending' || group === 'waitlist') waiting += 1;
  }
  const left = event.capacity === null ? null : Math.max(0, event.capacity - approved);
  return { approved, waiting, capacity: event.capacity, left };
}

export function describeLoad(load: EventLoad): string {
  const seats =
    load.capacity === null
      ? `${load.approved} approved`
      : `${load.approved} / ${load.capacity} approved`;
  return `${seats}, ${load.waiting} waiting`;
}
