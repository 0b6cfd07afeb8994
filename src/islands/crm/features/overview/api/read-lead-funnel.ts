import type { Database } from '~functions/_shared/database.types.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { crmClient } from '../../../api/client.ts';

export type LeadFunnelRow =
  Database['public']['Functions']['overview_lead_funnel']['Returns'][number];

/** The period's new leads by the furthest stage reached, every stage in board order. */
export async function readLeadFunnel(period: Period): Promise<LeadFunnelRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_lead_funnel', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  return data;
}
