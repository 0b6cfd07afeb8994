// Offers a freed seat by itself (docs/behaviour/event-guests.md#a-seat-offered-by-itself): queued
// when a guest's seat frees (…_auto_offer.sql). offer_freed_seat reads the event's capacity,
// autoOffer and start from public.events and, for an autoOffer event still ahead, approves the
// longest-waiting request under a lock (never two offers for one seat, never above capacity; a
// retry finds the seat taken and does nothing). It answers why when it offers nothing.
import { createServiceClient } from '../clients.ts';
import { guestJobInput, invitationRow } from '../invitations/guest-job.ts';
import { HttpError } from '../http/respond.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';

export const offerFreedSeat = defineJobFunction({
  name: 'offer-freed-seat',
  input: guestJobInput,
  table: 'invitations',
  async handle(_input, { deps, row: target }) {
    const row = invitationRow.safeParse(target);
    if (!row.success) throw new HttpError(422, 'The invitation row is not readable');
    const { data, error } = await createServiceClient(deps).rpc('offer_freed_seat', {
      event_slug: row.data.event_slug,
    });
    if (error) throw new Error(`Could not offer the seat: ${error.message}`);
    return { offered: data === 'offered', reason: data };
  },
});
