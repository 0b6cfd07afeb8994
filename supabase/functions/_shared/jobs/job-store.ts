// Where jobs are claimed and their outcomes recorded. Two stores share the SQL functions of
// …_after_insert_jobs.sql and …_staff_decision_jobs.sql: the embedded backend calls them in SQL,
// the hosted process-jobs function through supabase-js RPC as the service role.

/** One claimed run of a job (attempts already counts this run). */
export interface ClaimedJob {
  id: string;
  kind: string;
  row_id: string;
  attempts: number;
  /** The decision a decision mail announces; null for other kinds. */
  detail: string | null;
  /** The row the job is about, read in the claim's transaction; null when it is gone. */
  target: Record<string, unknown> | null;
}

export interface JobStore {
  /** Claims the next due job for one run, or null when none is due. */
  claim(leaseSeconds: number): Promise<ClaimedJob | null>;
  /** done (failure null), pending again after retryInMs, or failed (failure, retryInMs null). */
  finish(job: ClaimedJob, failure: string | null, retryInMs: number | null): Promise<void>;
}

/** How long a run may take before another processor may claim the job again (a crashed run). */
export const DEFAULT_LEASE_SECONDS = 300;

/**
 * A campaign mail's lease (…_campaign_mail_lease.sql): one mail through a transport that gives up
 * within 30-40 s (SMTP 10 s to connect and 30 s per read, Resend 10 s), so a run killed mid-send
 * is taken again after a minute, not after DEFAULT_LEASE_SECONDS.
 */
export const CAMPAIGN_MAIL_LEASE_SECONDS = 60;
