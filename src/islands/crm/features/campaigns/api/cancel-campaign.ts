import { crmClient } from '../../../api/client.ts';

/** Cancels a campaign not yet sent: its mails still queued never go. Answers how many. */
export async function cancelCampaign(id: string): Promise<number> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('cancel_campaign', { campaign_id: id });
  if (error) throw error;
  return data;
}
