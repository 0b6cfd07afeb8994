import { crmClient } from '../../../api/client.ts';

/** Queues the campaign to its audience, one job per recipient, in one transaction; answers how many. */
export async function queueCampaign(id: string): Promise<number> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('queue_campaign', { campaign_id: id });
  if (error) throw error;
  return data;
}
