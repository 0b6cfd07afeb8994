import type { DoorGuest } from '~/lib/check-in/door-guests.ts';
import { crmClient } from '../../../api/client.ts';

/** The event's guest list for the door (door_guests: staff only through RLS). */
export async function listDoorGuests(eventSlug: string): Promise<DoorGuest[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('door_guests', { event_slug: eventSlug });
  if (error) throw error;
  return data;
}
