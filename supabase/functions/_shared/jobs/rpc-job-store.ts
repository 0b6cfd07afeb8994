// The hosted job store: the migration's SQL functions through supabase-js RPC, as the service
// role (the only role allowed to execute them).
import type { FunctionsClient } from '../types.ts';
import type { JobStore } from './job-store.ts';

export interface RpcJobStore extends JobStore {
  /** Milliseconds until the next job this runner may claim is due, or null when none waits. */
  nextDueInMs(): Promise<number | null>;
}

/**
 * `campaignMailGapMs`: the least time between two campaign mails (mail/mail-rate.ts), kept by the
 * claim in the database; 0 for no limit.
 */
export function createRpcJobStore(service: FunctionsClient, campaignMailGapMs = 0): RpcJobStore {
  return {
    async claim(leaseSeconds) {
      const { data, error } = await service.rpc('claim_after_insert_job', {
        lease_seconds: leaseSeconds,
        campaign_mail_gap_ms: campaignMailGapMs,
      });
      if (error) throw new Error(`Could not claim a job: ${error.message}`);
      const job = data[0];
      return job
        ? {
            id: job.id,
            kind: job.kind,
            row_id: job.row_id,
            attempts: job.attempts,
            detail: job.detail,
            target: isRecord(job.target) ? job.target : null,
          }
        : null;
    },
    async finish(job, failure, retryInMs) {
      const { error } = await service.rpc('finish_after_insert_job', {
        job_id: job.id,
        attempt: job.attempts,
        ...(failure === null ? {} : { failure }),
        ...(retryInMs === null ? {} : { retry_in_ms: retryInMs }),
      });
      if (error) throw new Error(`Could not record job ${job.id}: ${error.message}`);
    },
    async nextDueInMs() {
      const { data, error } = await service.rpc('next_after_insert_job_due_in_ms', {
        campaign_mail_gap_ms: campaignMailGapMs,
      });
      if (error) throw new Error(`Could not read the next due job: ${error.message}`);
      return typeof data === 'number' ? data : null;
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
