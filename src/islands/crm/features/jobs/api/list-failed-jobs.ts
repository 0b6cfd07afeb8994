import type { Database } from '~functions/_shared/database.types.ts';
import { crmClient } from '../../../api/client.ts';

export type FailedJob = Database['public']['Functions']['failed_jobs']['Returns'][number];

/** The jobs that gave up, newest first, with the e-mail and name of the row each is about. */
export async function listFailedJobs(): Promise<FailedJob[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('failed_jobs');
  if (error) throw error;
  return data;
}
