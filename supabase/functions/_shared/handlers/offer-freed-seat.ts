// Offers a freed seat by itself (docs/behaviour/event-guests.md#a-seat-offered-by-itself): queued
// when a guest's seat frees (…_auto_offer.sql). The database does not know an event's capacity or
// its autoOffer flag, so this job reads them from the catalogue and, for an autoOffer event still
// ahead, asks offer_freed_seat, which approves the longest-waiting request under a lock (never
// two offers for one seat, never above capacity; a retry finds the seat taken and does nothing).
import { createServiceClient } from '../clients.ts';
import { eventFacts, type EventFacts } from '../event-catalogue.ts';
import { guestJobInput, invitationRow } from '../invitations/guest-job.ts';
import { HttpError } from '../http/respond.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';

/** Why a freed seat is not offered by itself, or null when it is. Pure, so it is table-tested. */
export function autoOfferSkipReason(event: EventFacts | undefined, now: Date): string | null {
  if (!event) return 'no content file has this event';
  if (!event.autoOffer) return 'the event does not set autoOffer';
  if (event.capacity === null) return 'the event states no capacity';
  if (Date.parse(event.start) <= now.getTime()) return 'the event has begun';
  return null;
}

/** The handler over a catalogue: the content's, or a test's fixture event. */
export function offerFreedSeatWith(catalogue: (slug: string) => EventFacts | undefined) {
  return defineJobFunction({
    name: 'offer-freed-seat',
    input: guestJobInput,
    table: 'invitations',
    async handle(_input, { deps, row: target }) {
      const row = invitationRow.safeParse(target);
      if (!row.success) throw new HttpError(422, 'The invitation row is not readable');
      const event = catalogue(row.data.event_slug);
      const skip = autoOfferSkipReason(event, deps.now());
      if (skip || !event || event.capacity === null) return { offered: false, reason: skip };
      const { data, error } = await createServiceClient(deps).rpc('offer_freed_seat', {
        event_slug: event.slug,
        capacity: event.capacity,
        starts_at: event.start,
      });
      if (error) throw new Error(`Could not offer the seat: ${error.message}`);
      return { offered: data === 'offered', reason: data };
    },
  });
}

export const offerFreedSeat = offerFreedSeatWith(eventFacts);
