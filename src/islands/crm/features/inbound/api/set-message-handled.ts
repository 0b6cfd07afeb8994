import { crmClient } from '../../../api/client.ts';
import { CONTACT_MESSAGE_COLUMNS, type ContactMessage } from './list-contact-messages.ts';

/**
 * Marks a message handled, or open again. The database stamps the time and the staff member
 * (20251124000700_inbound_contacts_handled.sql), whatever time the browser sends.
 */
export async function setMessageHandled(id: string, handled: boolean): Promise<ContactMessage> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('contact_messages')
    .update({ handled_at: handled ? new Date().toISOString() : null })
    .eq('id', id)
    .select(CONTACT_MESSAGE_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}
