import { crmClient } from '../../../api/client.ts';
import type { PrivacyRequest } from './list-privacy-requests.ts';

/** Reads one request; the database records the view in the audit log in the same call. */
export async function openPrivacyRequest(requestId: string): Promise<PrivacyRequest> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .rpc('open_privacy_request', { request_id: requestId })
    .single();
  if (error) throw error;
  return data;
}
