import { crmClient } from '../../../api/client.ts';

export async function deleteMembershipRequest(requestId: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.from('membership_requests').delete().eq('id', requestId);
  if (error) throw error;
}
