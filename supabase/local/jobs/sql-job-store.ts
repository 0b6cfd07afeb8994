// The embedded backend's job store: the migration's SQL functions, called as the superuser.
// A claim is one transaction of its own, which is all PGlite's single connection can offer and
// all a real Postgres needs (its row lock and SKIP LOCKED keep two servers apart).
import type { ClaimedJob, JobStore } from '../../functions/_shared/jobs/job-store.ts';
import type { Database } from '../db/index.ts';

export const JOBS_CHANNEL = 'after_insert_jobs';

export interface SqlJobStore extends JobStore {
  /** Milliseconds until the next pending job is due (0 if one is due now), or null when none waits. */
  nextDueInMs(): Promise<number | null>;
  /** Gives a claimed job back to the queue, due at once (a stop past its drain limit). */
  release(job: ClaimedJob): Promise<void>;
}

/**
 * `campaignMailGapMs`: the least time between two campaign mails (mail/mail-rate.ts), which the
 * claim keeps in the database; 0 for no limit.
 */
export function createSqlJobStore(db: Database, campaignMailGapMs = 0): SqlJobStore {
  return {
    // The claim is one statement, so a transaction of its own without begin and commit around
    // it: one round trip where there were three, for every job the runner takes.
    async claim(leaseSeconds) {
      const { rows } = await db.query<ClaimedJob>(
        'select id, kind, row_id, attempts, detail, target from public.claim_after_insert_job($1, $2)',
        [leaseSeconds, campaignMailGapMs],
      );
      return rows[0] ?? null;
    },
    async finish(job, failure, retryInMs) {
      await db.query('select public.finish_after_insert_job($1, $2, $3, $4)', [
        job.id,
        job.attempts,
        failure,
        retryInMs,
      ]);
    },
    async release(job) {
      await db.query('select public.release_after_insert_job($1, $2)', [job.id, job.attempts]);
    },
    async nextDueInMs() {
      // Null when nothing waits, so an idle worker sleeps its poll rather than claiming in a
      // tight loop; a campaign mail counts from the rate's slot.
      const { rows } = await db.query<{ due_in_ms: number | string | null }>(
        'select public.next_after_insert_job_due_in_ms($1) as due_in_ms',
        [campaignMailGapMs],
      );
      const value = rows[0]?.due_in_ms;
      return value === null || value === undefined ? null : Math.max(0, Number(value));
    },
  };
}
