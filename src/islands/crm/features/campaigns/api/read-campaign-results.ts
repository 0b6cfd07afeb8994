import type { CampaignOutcome } from '~functions/_shared/domain/campaigns.ts';
import { crmClient } from '../../../api/client.ts';

/** One campaign's results as campaign_results answers them (test sends apart). */
export interface CampaignResults {
  outcomes: Record<CampaignOutcome, number>;
  /** The failed mails grouped by why, the most common first. */
  failures: { reason: string; count: number }[];
  /** Recipients who withdrew their newsletter consent since the campaign was queued. */
  unsubscribed: number;
  /** Event requests made from the campaign's announcement link. */
  requests: number;
  test_sends: number;
}

/** A campaign's results now. */
export async function readCampaignResults(campaignId: string): Promise<CampaignResults> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('campaign_results', { campaign_id: campaignId });
  if (error) throw error;
  return data as unknown as CampaignResults;
}
