import type { Database } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type StageCountRow =
  Database['public']['Functions']['overview_stage_counts']['Returns'][number];

/** Contacts in each stage now, every stage in board order. */
export async function readStageCounts(): Promise<StageCountRow[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('overview_stage_counts');
  if (error) throw error;
  return data;
}
