import { crmClient } from '../../../api/client.ts';

/** The Membership tab's badge: requests still pending (an empty status counts as pending). */
export async function countPendingMembership(): Promise<number> {
  const supabase = await crmClient();
  const { count, error } = await supabase
    .from('membership_requests')
    .select('id', { count: 'exact', head: true })
    .eq('request_status', 'pending');
  if (error) throw error;
  return count ?? 0;
}
