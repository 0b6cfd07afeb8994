import type { Database } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type PrivacyRequest = Database['public']['Tables']['privacy_requests']['Row'];

/** Every privacy request, open ones first by due date (privacy_request_list, staff only). */
export async function listPrivacyRequests(): Promise<PrivacyRequest[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('privacy_request_list');
  if (error) throw error;
  return data;
}
