import { crmClient } from '../../../api/client.ts';

/** Mails the campaign in English and in Arabic to the signed-in staff member. */
export async function sendCampaignTest(id: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.rpc('send_campaign_test', { campaign_id: id });
  if (error) throw error;
}
