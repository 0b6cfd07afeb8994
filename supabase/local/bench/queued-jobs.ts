import type { SupabaseClient } from '@supabase/supabase-js';

/** How many after-insert jobs still wait or run (pending or running), read as the service role. */
export async function queuedJobs(service: SupabaseClient): Promise<number> {
  const { count, error } = await service
    .from('after_insert_jobs')
    .select('id', { count: 'exact', head: true })
    .in('status', ['pending', 'running']);
  if (error) throw new Error(`Could not count the jobs: ${error.message}`);
  return count ?? 0;
}
