import { crmClient } from '../../../api/client.ts';

/** Pauses a sending or scheduled campaign: the mails not yet gone wait. */
export async function pauseCampaign(id: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.rpc('pause_campaign', { campaign_id: id });
  if (error) throw error;
}
