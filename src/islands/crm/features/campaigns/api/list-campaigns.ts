import type { Database } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type Campaign = Database['public']['Tables']['campaigns']['Row'];

/** The list's columns: what a campaign is, not what it says in full. */
export type CampaignListRow = Pick<
  Campaign,
  | 'id'
  | 'status'
  | 'subject_en'
  | 'subject_ar'
  | 'created_at'
  | 'queued_at'
  | 'scheduled_at'
  | 'updated_at'
>;

/** Every campaign, newest first (staff read the table; RLS decides). */
export async function listCampaigns(): Promise<CampaignListRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('campaigns')
    .select('id, status, subject_en, subject_ar, created_at, queued_at, scheduled_at, updated_at')
    .order('created_at', { ascending: false })
    .limit(500);
  if (error) throw error;
  return data;
}
