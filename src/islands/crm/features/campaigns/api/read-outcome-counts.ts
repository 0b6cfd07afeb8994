import type { Database } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type OutcomeCounts =
  Database['public']['Functions']['campaign_outcome_counts']['Returns'][number];

/**
 * Every campaign's recipients by outcome, test sends left out (campaign_outcome_counts). A
 * campaign nobody was queued for has no row.
 */
export async function readOutcomeCounts(): Promise<Map<string, OutcomeCounts>> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('campaign_outcome_counts');
  if (error) throw error;
  return new Map(data.map((row) => [row.campaign_id, row]));
}
