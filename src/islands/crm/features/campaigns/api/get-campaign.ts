import { crmClient } from '../../../api/client.ts';
import type { Campaign } from './list-campaigns.ts';

/** One campaign in full, or null when there is none with this id (deleted, or never was). */
export async function getCampaign(id: string): Promise<Campaign | null> {
  const supabase = await crmClient();
  const { data, error } = await supabase.from('campaigns').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}
