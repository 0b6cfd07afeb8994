// One run of a claimed after-insert job: call the function named by its kind with the row's id
// (as the service role, the same request a hosted webhook sends), then record done, a retry with
// backoff, or failed. Never throws: a job's failure is recorded on its row, not lost.
import { isJobKind } from '../domain/job-kinds.ts';
import { outcomeOf, type JobOutcome } from './job-outcome.ts';
import type { ClaimedJob, JobStore } from './job-store.ts';
import { afterFailure, type RetryPolicy } from './retry-schedule.ts';

/** Runs the function `kind` with a request; the embedded functions host or a handler directly. */
export type InvokeFunction = (kind: string, request: Request) => Promise<Response>;

export interface RunJobOptions {
  store: JobStore;
  invoke: InvokeFunction;
  serviceRoleKey: string;
  policy: RetryPolicy;
  log: (level: 'info' | 'warn' | 'error', message: string, detail?: unknown) => void;
}

/**
 * The request a job's function receives, with the service role key: POST {jobId, requestId} (the
 * id of the row it is about), the decision a decision mail announces (status) and the row as the
 * claim read it (target), so the function need not read it again.
 */
export function jobRequest(job: ClaimedJob, serviceRoleKey: string): Request {
  return new Request(`http://jobs.internal/functions/v1/${job.kind}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${serviceRoleKey}`,
      apikey: serviceRoleKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      jobId: job.id,
      requestId: job.row_id,
      ...(job.detail === null ? {} : { status: job.detail }),
      ...(job.target === null ? {} : { target: job.target }),
    }),
  });
}

async function attempt(job: ClaimedJob, options: RunJobOptions): Promise<JobOutcome> {
  if (!isJobKind(job.kind))
    return { ok: false, failure: `Unknown job kind ${job.kind}`, retryable: false };
  try {
    const response = await options.invoke(job.kind, jobRequest(job, options.serviceRoleKey));
    const body: unknown = await response.json().catch(() => null);
    return outcomeOf(response.status, body);
  } catch (error) {
    return {
      ok: false,
      failure: error instanceof Error ? error.message : String(error),
      retryable: true,
    };
  }
}

/** Runs the job and records its outcome; returns the outcome for the caller's statistics. */
export async function runJob(job: ClaimedJob, options: RunJobOptions): Promise<JobOutcome> {
  const outcome = await attempt(job, options);
  const label = `after-insert job ${job.kind} for ${job.row_id}`;
  try {
    if (outcome.ok) {
      await options.store.finish(job, null, null);
      return outcome;
    }
    const { retryInMs } = afterFailure(job.attempts, outcome.retryable, options.policy);
    await options.store.finish(job, outcome.failure, retryInMs);
    options.log(
      retryInMs === null ? 'error' : 'warn',
      `${label} failed (attempt ${job.attempts}): ${outcome.failure}; ${
        retryInMs === null ? 'giving up' : `retrying in ${Math.round(retryInMs / 1000)} s`
      }`,
    );
  } catch (error) {
    // The claim's lease runs out and the job is claimed again: at least once, never lost.
    options.log('error', `${label}: could not record the outcome`, error);
  }
  return outcome;
}
