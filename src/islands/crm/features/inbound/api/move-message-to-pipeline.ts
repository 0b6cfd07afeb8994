import { crmClient } from '../../../api/client.ts';

/** Makes (or updates) the sender's contact in the pipeline; returns the contact's id. */
export async function moveMessageToPipeline(id: string): Promise<string> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('move_contact_message_to_pipeline', {
    p_message_id: id,
  });
  if (error) throw error;
  return data;
}
