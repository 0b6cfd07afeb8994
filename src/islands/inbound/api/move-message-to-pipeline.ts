import { loadSupabase } from '~/islands/shared/api/supabase.ts';

/** Makes (or updates) the sender's contact in the pipeline; returns the contact's id. */
export async function moveMessageToPipeline(id: string): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('move_contact_message_to_pipeline', {
    p_message_id: id,
  });
  if (error) throw error;
  return data;
}
