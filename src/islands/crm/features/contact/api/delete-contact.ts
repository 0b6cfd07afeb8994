import { crmClient } from '../../../api/client.ts';
import { ATTACHMENTS_BUCKET } from './attachments.ts';

/**
 * Deletes a contact for good: its stored files first, then the row, which takes its notes,
 * checklist items and attachment records with it (ON DELETE CASCADE).
 */
export async function deleteContact(contactId: string): Promise<void> {
  const supabase = await crmClient();
  const files = await supabase
    .from('contact_attachments')
    .select('file_path')
    .eq('contact_id', contactId)
    .is('external_url', null);
  if (files.error) throw files.error;
  const paths = files.data.map((file) => file.file_path);
  if (paths.length) {
    const removed = await supabase.storage.from(ATTACHMENTS_BUCKET).remove(paths);
    if (removed.error) throw removed.error;
  }
  const { error } = await supabase.from('contacts').delete().eq('id', contactId);
  if (error) throw error;
}
