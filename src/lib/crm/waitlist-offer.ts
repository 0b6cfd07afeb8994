// Who is offered a seat that frees up (docs/behaviour/staff-app.md#the-events-tab): while an
// upcoming event has seats left, the request that has waited longest on its waitlist. Staff
// confirm the offer with one click, which approves that request (its invitation mail is the
// offer). Pure, table-tested.
import type { EventLoad } from './event-capacity.ts';
import { statusGroup } from './requests.ts';

interface WaitingRequest {
  id: string;
  event_slug: string | null;
  request_status: string | null;
  created_at: string;
}

export function nextWaitlistOffer<R extends WaitingRequest>(
  requests: readonly R[],
  event: { slug: string; start: string },
  load: EventLoad,
  now: Date,
): R | null {
  if (load.left === null || load.left <= 0) return null;
  if (Date.parse(event.start) <= now.getTime()) return null;
  const waiting = requests.filter(
    (request) =>
      request.event_slug === event.slug && statusGroup(request.request_status) === 'waitlist',
  );
  waiting.sort((a, b) =>
    a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at < b.created_at ? -1 : 1,
  );
  return waiting[0] ?? null;
}
