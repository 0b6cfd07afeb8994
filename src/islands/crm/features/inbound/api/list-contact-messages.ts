import { crmClient } from '../../../api/client.ts';
import type { Tables } from '~functions/_shared/database.types.ts';

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

const PAGE = 1000;

/**
 * Every contact-form message, newest first (staff only, by RLS), with who handled it; read in
 * pages so none is left out however many there are.
 */
export async function listContactMessages(): Promise<ContactMessage[]> {
  const supabase = await crmClient();
  const messages: ContactMessage[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('contact_messages')
      .select(CONTACT_MESSAGE_COLUMNS)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw error;
    messages.push(...data);
    if (data.length < PAGE) return messages;
  }
}
