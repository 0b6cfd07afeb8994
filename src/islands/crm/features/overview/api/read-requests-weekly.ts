import type { Database } from '~functions/_shared/database.types.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { crmClient } from '../../../api/client.ts';

export type RequestsWeekRow =
  Database['public']['Functions']['overview_requests_weekly']['Returns'][number];

/** Requests received per week (from Sunday), by source and outcome; weeks without any are left out. */
export async function readRequestsWeekly(period: Period): Promise<RequestsWeekRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_requests_weekly', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  return data;
}
