import type { Database } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type PrivacyIncident = Database['public']['Tables']['privacy_incidents']['Row'];

/** Incidents, open ones first, then by discovery (staff read the table; RLS decides). */
export async function listIncidents(): Promise<PrivacyIncident[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('privacy_incidents')
    .select('*')
    .order('closed_at', { ascending: false, nullsFirst: true })
    .order('discovered_at', { ascending: true })
    .limit(200);
  if (error) throw error;
  return data;
}
