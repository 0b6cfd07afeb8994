import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import type { MyInvitation } from '~/lib/account/my-invitations.ts';

/** The signed-in member's own invitations (my_invitations: their account's address only). */
export async function listMyInvitations(): Promise<MyInvitation[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('my_invitations');
  if (error) throw error;
  return data;
}
