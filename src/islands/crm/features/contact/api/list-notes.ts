import type { NoteRow } from '~/lib/crm/timeline.ts';
import { crmClient } from '../../../api/client.ts';

/** The contact's notes with their authors, newest first (docs/behaviour/staff-app.md#notes). */
export async function listNotes(contactId: string): Promise<NoteRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('contact_notes')
    .select('id, content, created_at, author:profiles(email, first_name, last_name)')
    .eq('contact_id', contactId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((note) => ({
    id: note.id,
    content: note.content,
    created_at: note.created_at,
    author: note.author
      ? [note.author.first_name, note.author.last_name].filter(Boolean).join(' ') ||
        note.author.email
      : null,
  }));
}
