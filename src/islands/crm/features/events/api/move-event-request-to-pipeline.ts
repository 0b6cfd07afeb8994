import { crmClient } from '../../../api/client.ts';

/** Moves an approved invitation request's guest onto the pipeline (one RPC); returns the contact. */
export async function moveEventRequestToPipeline(requestId: string): Promise<string> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('move_event_request_to_pipeline', {
    p_request_id: requestId,
  });
  if (error) throw error;
  return data;
}
