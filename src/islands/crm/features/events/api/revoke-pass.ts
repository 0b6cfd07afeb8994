import { crmClient } from '../../../api/client.ts';

/** Revokes a guest's door pass (one RPC, staff only); returns when it was revoked. */
export async function revokePass(invitationId: string): Promise<string> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('revoke_pass', { invitation_id: invitationId });
  if (error) throw error;
  return data;
}
