import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import { isAddressNotProven } from '~/lib/account/address-proof.ts';
import type { MyInvitation } from '~/lib/account/my-invitations.ts';

export type MyInvitationsRead = { proven: false } | { proven: true; rows: MyInvitation[] };

/**
 * The signed-in member's own invitations (my_invitations: their account's address only, and only
 * once that address is proven by a mailed link).
 */
export async function listMyInvitations(): Promise<MyInvitationsRead> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('my_invitations');
  if (isAddressNotProven(error)) return { proven: false };
  if (error) throw error;
  return { proven: true, rows: data };
}
