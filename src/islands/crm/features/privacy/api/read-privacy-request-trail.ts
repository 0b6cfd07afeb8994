import type { Database } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type TrailEntry =
  Database['public']['Functions']['privacy_request_trail']['Returns'][number];

/** A request's audit trail, oldest first. */
export async function readPrivacyRequestTrail(requestId: string): Promise<TrailEntry[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('privacy_request_trail', { request_id: requestId });
  if (error) throw error;
  return data;
}
