import type { Database } from '~functions/_shared/database.types.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { crmClient } from '../../../api/client.ts';

export type ConversionRow =
  Database['public']['Functions']['overview_conversion']['Returns'][number];

/** The period's new leads and how many reached Closed Won, by lead type and by industry. */
export async function readConversion(period: Period): Promise<ConversionRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_conversion', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  return data;
}
