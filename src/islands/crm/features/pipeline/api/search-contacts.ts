import { crmClient } from '../../../api/client.ts';

/** The ids of the contacts matching a search, full-text on the server (search_contacts). */
export async function searchContacts(query: string): Promise<Set<string>> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('search_contacts', { p_query: query });
  if (error) throw error;
  return new Set(data.map((row) => row.id));
}
