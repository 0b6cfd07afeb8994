import type { Tables } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type ContactRecord = Tables<'consolidated_leads'>;

/** One contact with has_account and last_login; null when it no longer exists. */
export async function getContact(id: string): Promise<ContactRecord | null> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('consolidated_leads')
    .select('*')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}
