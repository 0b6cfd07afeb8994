import { crmClient } from '../../../api/client.ts';

/** Undoes a check-in within its 10 seconds; false when there was none to undo. */
export async function undoCheckIn(invitationId: string): Promise<boolean> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('undo_check_in', { invitation_id: invitationId });
  if (error) throw error;
  return data;
}
