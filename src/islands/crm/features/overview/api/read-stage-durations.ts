import type { Database } from '~functions/_shared/database.types.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { crmClient } from '../../../api/client.ts';

export type StageDurationRow =
  Database['public']['Functions']['overview_stage_durations']['Returns'][number];

/** Median days in each stage, from the stays that ended in the period. */
export async function readStageDurations(period: Period): Promise<StageDurationRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_stage_durations', {
    p_from: period.from,
    p_to: period.to,
  });
  if (error) throw error;
  return data;
}
