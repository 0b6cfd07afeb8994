import type { ActivityRow } from '~/lib/crm/timeline.ts';
import { crmClient } from '../../../api/client.ts';

/** The contact's audit trail (stage, heat, checklist, requests, attachments), newest first. */
export async function listActivity(contactId: string): Promise<ActivityRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('activity')
    .select('id, occurred_at, seq, actor_email, entity_id, action, before, after')
    .eq('contact_id', contactId)
    .order('occurred_at', { ascending: false })
    .order('seq', { ascending: false })
    .limit(500);
  if (error) throw error;
  return data;
}
