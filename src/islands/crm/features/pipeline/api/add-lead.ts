import type { AddLeadInput } from '~/lib/crm/add-lead-schema.ts';
import { crmClient } from '../../../api/client.ts';

/**
 * Add Lead (docs/behaviour/staff-app.md#add-lead) through one RPC: company, contact in mql_lead and
 * note, all or nothing.
 */
export async function addLead(input: AddLeadInput): Promise<string> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('add_lead', {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    company: input.company,
    title: input.title,
    lead_type: input.leadType,
    industry: input.industry,
    ...(input.note.trim() ? { note: input.note } : {}),
  });
  if (error) throw error;
  return data;
}
