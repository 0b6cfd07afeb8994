import { crmClient } from '../../../api/client.ts';

/** Resumes a paused campaign: the mails still queued go (or wait for its time). */
export async function resumeCampaign(id: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.rpc('resume_campaign', { campaign_id: id });
  if (error) throw error;
}
