import type { TablesUpdate } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../api/client.ts';
import type { ContactRow } from '../../stores/live.ts';

/** Saves stage, heat rating or goal (an UPDATE by id) and returns the saved row. */
export async function updateContact(
  id: string,
  patch: Pick<TablesUpdate<'contacts'>, 'stage' | 'heat_rating' | 'goal'>,
): Promise<ContactRow> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('contacts')
    .update(patch)
    .eq('id', id)
    .select()
    .single();
  if (error) throw error;
  return data;
}
