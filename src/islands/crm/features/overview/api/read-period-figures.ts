import type { Period } from '~/lib/crm/overview/period.ts';
import type { PeriodFigures } from '~/lib/crm/overview/period-figures.ts';
import { crmClient } from '../../../api/client.ts';

/** Every figure of the period (all but the contacts per stage now), in one answer. */
export async function readPeriodFigures(period: Period): Promise<PeriodFigures> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_period_figures', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  // The SQL builds each key from the function PeriodFigures types it by (period-figures.ts).
  return data as unknown as PeriodFigures;
}
