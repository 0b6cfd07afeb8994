import { crmClient } from '../../../api/client.ts';

/** The invitation of this event whose pass token was scanned, or null for any other code. */
export async function findPassInvitation(eventSlug: string, token: string): Promise<string | null> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('door_pass_invitation', {
    event_slug: eventSlug,
    token,
  });
  if (error) throw error;
  return data;
}
