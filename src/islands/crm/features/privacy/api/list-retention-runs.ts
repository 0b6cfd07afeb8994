import type { Database } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type RetentionRun = Database['public']['Tables']['retention_runs']['Row'];

/** The monthly retention runs, newest month first (staff read them; counts only, no names). */
export async function listRetentionRuns(): Promise<RetentionRun[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('retention_runs')
    .select('*')
    .order('month', { ascending: false })
    .limit(36);
  if (error) throw error;
  return data;
}
