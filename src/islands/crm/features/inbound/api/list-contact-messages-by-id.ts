import { crmClient } from '../../../api/client.ts';
import { CONTACT_MESSAGE_COLUMNS, type ContactMessage } from './list-contact-messages.ts';

/** The messages with these ids as the list shows them (with who handled them); gone ones are absent. */
export async function listContactMessagesById(ids: readonly string[]): Promise<ContactMessage[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('contact_messages')
    .select(CONTACT_MESSAGE_COLUMNS)
    .in('id', [...ids]);
  if (error) throw error;
  return data;
}
