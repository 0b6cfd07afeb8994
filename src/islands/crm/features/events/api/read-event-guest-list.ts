import { readGuestList } from '~/lib/check-in/read-guest-list.ts';
import { crmClient } from '../../../api/client.ts';

/** One event's guests and waitlisted requests, for the Events tab's guest list panel. */
export async function readEventGuestList(eventSlug: string) {
  return readGuestList(await crmClient(), eventSlug);
}
