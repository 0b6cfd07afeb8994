import { crmClient } from '../../../api/client.ts';

/**
 * Retry now: the job is due at once and the job runner runs it. Resolves false when it was no
 * longer failed (a colleague retried it first).
 */
export async function retryJob(jobId: string): Promise<boolean> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('retry_job', { job_id: jobId });
  if (error) throw error;
  return data;
}
