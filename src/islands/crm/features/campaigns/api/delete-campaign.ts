import { crmClient } from '../../../api/client.ts';

/** Deletes a draft (the database keeps any campaign that was queued, as the record). */
export async function deleteCampaign(id: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.from('campaigns').delete().eq('id', id);
  if (error) throw error;
}
