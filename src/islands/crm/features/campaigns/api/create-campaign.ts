import { crmClient } from '../../../api/client.ts';

/** A new draft, from the sender's name only; answers its id. */
export async function createCampaign(senderName: string): Promise<string> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('campaigns')
    .insert({ sender_name: senderName })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}
