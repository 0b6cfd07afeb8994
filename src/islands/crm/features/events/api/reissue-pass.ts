import { crmClient } from '../../../api/client.ts';

/** Gives a confirmed guest a new door pass, mailed to them; any older pass stops working. */
export async function reissuePass(invitationId: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.rpc('reissue_pass', { invitation_id: invitationId });
  if (error) throw error;
}
