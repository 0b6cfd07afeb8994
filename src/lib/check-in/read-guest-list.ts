import type { TypedSupabaseClient } from '../supabase/typed-client.ts';
import type { DoorGuest } from './door-guests.ts';

/** An event's guests and its waitlisted requests, read with the caller's session (RLS decides). */
export async function readGuestList(
  supabase: TypedSupabaseClient,
  eventSlug: string,
): Promise<{ guests: DoorGuest[]; waitlist: number }> {
  const [guests, waitlist] = await Promise.all([
    supabase.rpc('door_guests', { event_slug: eventSlug }),
    supabase
      .from('event_requests')
      .select('id', { count: 'exact', head: true })
      .eq('event_slug', eventSlug)
      .eq('request_status', 'waitlist'),
  ]);
  if (guests.error) throw new Error(guests.error.message);
  if (waitlist.error) throw new Error(waitlist.error.message);
  return { guests: guests.data, waitlist: waitlist.count ?? 0 };
}
