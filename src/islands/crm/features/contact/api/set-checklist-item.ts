import { crmClient } from '../../../api/client.ts';
import type { ChecklistItem } from './sync-checklist.ts';

/** Ticks or reopens an item; the database stamps completed_at and completed_by (or clears them). */
export async function setChecklistItem(id: string, completed: boolean): Promise<ChecklistItem> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('checklist_items')
    .update({ completed })
    .eq('id', id)
    .select()
    .single();
  if (error) throw error;
  return data;
}
