// The room in view while staff decide on invitation requests: for each event (by its slug), how
// many seats its guests hold against its capacity from the event's content file, how many came,
// and how many requests wait. Seats are counted from the invitations, not the requests: a guest who
// declined frees theirs, a walk-in takes one (docs/behaviour/staff-app.md#the-events-tab).
import { holdsSeat } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';
import type { InvitationStatus } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';
import { statusGroup } from './requests.ts';
import { labels } from './labels.ts';
import { formatCount } from './staff-format.ts';

/** What the staff app knows about an event from its content file. */
export interface CatalogueEvent {
  slug: string;
  /** The title in the staff member's language. */
  title: string;
  /** The title in English and in Arabic (English where it has none), as each mail names it. */
  titleEn?: string;
  titleAr?: string;
  start: string;
  /** When the event ends; the /crm page passes it (the Events tab's follow-ups wait for it). */
  end?: string;
  capacity: number | null;
}

/** One guest of one event, as the Events tab reads it. */
export interface EventGuest {
  event_slug: string;
  email: string;
  status: InvitationStatus;
  checked_in: boolean;
}

export interface EventLoad {
  /** Guests holding a seat: invited or confirmed, or at the door whatever their status. */
  confirmed: number;
  came: number;
  waiting: number;
  capacity: number | null;
  /** Seats left, or null when the event states no capacity. */
  left: number | null;
}

export function eventLoad(
  requests: readonly { event_slug: string | null; request_status: string | null }[],
  guests: readonly EventGuest[],
  event: CatalogueEvent,
): EventLoad {
  let confirmed = 0;
  let came = 0;
  for (const guest of guests) {
    if (guest.event_slug !== event.slug) continue;
    if (holdsSeat(guest.status) || guest.checked_in) confirmed += 1;
    if (guest.checked_in) came += 1;
  }
  const waiting = requests.filter((request) => {
    if (request.event_slug !== event.slug) return false;
    const group = statusGroup(request.request_status);
    return group === 'pending' || group === 'waitlist';
  }).length;
  const left = event.capacity === null ? null : Math.max(0, event.capacity - confirmed);
  return { confirmed, came, waiting, capacity: event.capacity, left };
}

/**
 * '12 / 20 confirmed, 3 waiting' (', 9 came' once anyone has been checked in), in the staff app's
 * language and digits.
 */
export function describeLoad(load: EventLoad): string {
  const count = (n: number) => formatCount(n);
  return labels.events.load(
    count(load.confirmed),
    load.capacity === null ? null : count(load.capacity),
    count(load.waiting),
    load.came ? count(load.came) : null,
  );
}
