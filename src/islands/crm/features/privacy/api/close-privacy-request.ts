import { crmClient } from '../../../api/client.ts';

/** Closes a request as done (with what was done) or refused (with the reason). */
export async function closePrivacyRequest(
  requestId: string,
  outcome: 'done' | 'refused',
  note: string,
): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.rpc('close_privacy_request', {
    request_id: requestId,
    outcome,
    note,
  });
  if (error) throw error;
}
