import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import type { Tables } from '~/lib/database.types.ts';

export type ContactMessage = Pick<
  Tables<'contact_messages'>,
  | 'id'
  | 'name'
  | 'email'
  | 'industry'
  | 'message'
  | 'created_at'
  | 'request_status'
  | 'moved_to_pipeline'
  | 'handled_at'
> & { handler: { email: string | null } | null };

export const CONTACT_MESSAGE_COLUMNS =
  'id, name, email, industry, message, created_at, request_status, moved_to_pipeline, handled_at, handler:profiles(email)';

/** Every contact-form message, newest first (staff only, by RLS), with who handled it. */
export async function listContactMessages(): Promise<ContactMessage[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .select(CONTACT_MESSAGE_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(2000);
  if (error) throw error;
  return data;
}
