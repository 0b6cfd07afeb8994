import { crmClient } from '../../../api/client.ts';

export interface FailedRecipient {
  id: string;
  email: string;
  reason: string | null;
  outcome_at: string | null;
}

/** A campaign's failed mails with their reasons, the latest first (test sends left out). */
export async function listFailedRecipients(campaignId: string): Promise<FailedRecipient[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('campaign_recipients')
    .select('id, email, reason, outcome_at')
    .eq('campaign_id', campaignId)
    .eq('outcome', 'failed')
    .eq('test', false)
    .order('outcome_at', { ascending: false })
    .limit(100);
  if (error) throw error;
  return data;
}
