import { crmClient } from '../../../api/client.ts';

/** Puts a scheduled campaign back to a draft, to be changed or sent later. */
export async function unscheduleCampaign(id: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.rpc('unschedule_campaign', { campaign_id: id });
  if (error) throw error;
}
