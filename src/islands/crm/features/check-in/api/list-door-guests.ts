import type { DoorGuest } from '~/lib/check-in/door-guests.ts';
import { readDoorGuests } from '~/lib/check-in/read-guest-list.ts';
import { crmClient } from '../../../api/client.ts';

/** The event's guest list for the door, every page of it (read-guest-list.ts). */
export async function listDoorGuests(eventSlug: string): Promise<DoorGuest[]> {
  return readDoorGuests(await crmClient(), eventSlug);
}
