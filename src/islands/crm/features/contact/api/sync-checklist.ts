import type { Tables } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type ChecklistItem = Tables<'checklist_items'>;

/** The contact's checklist for its stage, after the database adds any default item it lacks. */
export async function syncChecklist(contactId: string): Promise<ChecklistItem[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('sync_contact_checklist', { p_contact_id: contactId });
  if (error) throw error;
  return data;
}
