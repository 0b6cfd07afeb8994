import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import type { MyConsentRecord } from '~/lib/account/my-consents.ts';

/** The member's newest consent per purpose (my_consents: their proven address only). */
export async function listMyConsents(): Promise<MyConsentRecord[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('my_consents');
  if (error) throw error;
  return data;
}
