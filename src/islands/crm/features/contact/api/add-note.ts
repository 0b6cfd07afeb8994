import { crmClient } from '../../../api/client.ts';

/** Adds a note (trimmed; the database refuses a blank one); the author is the signed-in user. */
export async function addNote(contactId: string, content: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase
    .from('contact_notes')
    .insert({ contact_id: contactId, content: content.trim() });
  if (error) throw error;
}
