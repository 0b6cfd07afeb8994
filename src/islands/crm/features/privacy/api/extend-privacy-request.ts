import { crmClient } from '../../../api/client.ts';

/** Extends once (1–30 days) with a reason; the database queues the mail to the person. */
export async function extendPrivacyRequest(
  requestId: string,
  days: number,
  reason: string,
): Promise<string> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('extend_privacy_request', {
    request_id: requestId,
    days,
    reason,
  });
  if (error) throw error;
  return data;
}
