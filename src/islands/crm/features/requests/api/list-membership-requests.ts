import { crmClient } from '../../../api/client.ts';
import type { MembershipRequestRow } from '../../../stores/live.ts';

/** Every membership request, newest first (docs/behaviour/staff-app.md#the-membership-tab). */
export async function listMembershipRequests(): Promise<MembershipRequestRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('membership_requests')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(5000);
  if (error) throw error;
  return data;
}
