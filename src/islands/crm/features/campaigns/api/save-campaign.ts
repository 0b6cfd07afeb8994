import type { CampaignDraftRow } from '~/lib/crm/campaigns/campaign-draft.ts';
import { crmClient } from '../../../api/client.ts';
import type { Campaign } from './list-campaigns.ts';

/** Saves a draft's words and audience (the database refuses it once queued); answers the row. */
export async function saveCampaign(id: string, row: CampaignDraftRow): Promise<Campaign> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('campaigns')
    .update({ ...row, audience: { ...row.audience } })
    .eq('id', id)
    .select('*')
    .single();
  if (error) throw error;
  return data;
}
