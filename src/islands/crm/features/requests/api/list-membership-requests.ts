import { EVERY_ROW_PAGE_SIZE, newestFirst, readEveryRow } from '~/lib/supabase/read-every-row.ts';
import { crmClient } from '../../../api/client.ts';
import type { MembershipRequestRow } from '../../../stores/live.ts';

/** Every membership request, newest first (docs/behaviour/staff-app.md#the-membership-tab). */
export async function listMembershipRequests(): Promise<MembershipRequestRow[]> {
  const supabase = await crmClient();
  const rows = await readEveryRow((after) => {
    const page = supabase.from('membership_requests').select('*');
    return (after === null ? page : page.gt('id', after)).order('id').limit(EVERY_ROW_PAGE_SIZE);
  });
  return newestFirst(rows);
}
