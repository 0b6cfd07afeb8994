import { stageLabel } from '~/lib/crm/domain.ts';
import { unifyRows, type UnifiedRow } from '~/lib/crm/unified-rows.ts';
import { crmClient } from '../../../api/client.ts';

/** Contacts (with their last sign-in), membership and event requests, as the All table's rows. */
export async function listAllRows(): Promise<UnifiedRow[]> {
  const supabase = await crmClient();
  const [contacts, memberships, events] = await Promise.all([
    supabase
      .from('consolidated_leads')
      .select(
        'id, first_name, last_name, title, email, company, industry, stage, last_login, created_at',
      )
      .order('created_at', { ascending: false })
      .limit(10000),
    supabase
      .from('membership_requests')
      .select(
        'id, first_name, last_name, title, email, company, industry, additional_info, request_status, created_at',
      )
      .order('created_at', { ascending: false })
      .limit(5000),
    supabase
      .from('event_requests')
      .select(
        'id, name, title, email, company, industry, interests, request_status, event_type, created_at',
      )
      .order('created_at', { ascending: false })
      .limit(5000),
  ]);
  for (const result of [contacts, memberships, events]) if (result.error) throw result.error;
  return unifyRows(contacts.data ?? [], memberships.data ?? [], events.data ?? [], stageLabel);
}
