import { EVERY_ROW_PAGE_SIZE, readEveryRow } from '../supabase/read-every-row.ts';
import type { TypedSupabaseClient } from '../supabase/typed-client.ts';
import type { DoorGuest } from './door-guests.ts';

/**
 * Every guest of the event (door_guests: staff only through RLS), page after page: a single read
 * of a 1,050-guest event stopped at the server's 1,000 rows, and the door did not know the last 50.
 */
export async function readDoorGuests(
  supabase: TypedSupabaseClient,
  eventSlug: string,
): Promise<DoorGuest[]> {
  return readEveryRow((after) => {
    const page = supabase.rpc('door_guests', { event_slug: eventSlug });
    return (after === null ? page : page.gt('id', after)).order('id').limit(EVERY_ROW_PAGE_SIZE);
  });
}

/** An event's guests and its waitlisted requests, read with the caller's session (RLS decides). */
export async function readGuestList(
  supabase: TypedSupabaseClient,
  eventSlug: string,
): Promise<{ guests: DoorGuest[]; waitlist: number }> {
  const [guests, waitlist] = await Promise.all([
    readDoorGuests(supabase, eventSlug),
    supabase
      .from('event_requests')
      .select('id', { count: 'exact', head: true })
      .eq('event_slug', eventSlug)
      .eq('request_status', 'waitlist'),
  ]);
  if (waitlist.error) throw new Error(waitlist.error.message);
  return { guests, waitlist: waitlist.count ?? 0 };
}
