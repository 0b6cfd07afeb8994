import type { Database } from '~functions/_shared/database.types.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { crmClient } from '../../../api/client.ts';

export type DecisionTimeRow =
  Database['public']['Functions']['overview_decision_times']['Returns'][number];

/** Median days from receipt to the first decision, by source. */
export async function readDecisionTimes(period: Period): Promise<DecisionTimeRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_decision_times', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  return data;
}
