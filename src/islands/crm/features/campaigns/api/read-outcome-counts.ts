import type { Database } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type OutcomeCounts =
  Database['public']['Functions']['campaign_outcome_counts']['Returns'][number];

/**
 * Each campaign's recipients by outcome, test sends left out (campaign_outcome_counts); one
 * campaign's when named. A campaign nobody was queued for has no row.
 */
export async function readOutcomeCounts(campaignId?: string): Promise<Map<string, OutcomeCounts>> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc(
    'campaign_outcome_counts',
    campaignId ? { only_campaign: campaignId } : {},
  );
  if (error) throw error;
  return new Map(data.map((row) => [row.campaign_id, row]));
}
