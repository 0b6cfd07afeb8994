import { crmClient } from '../../../api/client.ts';

/** Moves an approved request's person onto the pipeline (one RPC); returns the contact's id. */
export async function moveMembershipToPipeline(requestId: string): Promise<string> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('move_membership_request_to_pipeline', {
    p_request_id: requestId,
  });
  if (error) throw error;
  return data;
}
