// Runs due after-insert jobs on a hosted project, where no embedded processor runs: a Database
// Webhook on after_insert_jobs (at once) and pg_cron through pg_net (every minute, for retries)
// call it with the service role key. Each job runs the very handler the embedded backend runs.
import { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { jobHandlers } from '../jobs/job-handlers.ts';
import { DEFAULT_LEASE_SECONDS } from '../jobs/job-store.ts';
import { DEFAULT_RETRY_POLICY } from '../jobs/retry-schedule.ts';
import { createRpcJobStore } from '../jobs/rpc-job-store.ts';
import { campaignMailRate } from '../mail/mail-rate.ts';
import { runJob } from '../jobs/run-job.ts';

/** A few jobs per call: each may wait 5 s on Make, and a call must end well within 150 s. */
export const DEFAULT_JOB_BATCH = 10;

/**
 * How long a call may wait for the next campaign mail its rate allows (mail/mail-rate.ts) before
 * it ends and leaves the rest to the next call: well within the functions' 150 s.
 */
export const RATE_WAIT_BUDGET_MS = 60_000;

// A Database Webhook's body ({type, table, record, …}) is accepted and its fields ignored.
export const processJobsInput = z.object({
  limit: z
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(50, 'limit must be at most 50')
    .default(DEFAULT_JOB_BATCH),
});

export const processJobs = defineJsonFunction({
  name: 'process-jobs',
  input: processJobsInput,
  allowEmptyBody: true,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    const store = createRpcJobStore(createServiceClient(deps), campaignMailRate(deps.env).gapMs);
    const started = Date.now();
    let ran = 0;
    let succeeded = 0;
    while (ran < input.limit) {
      const job = await store.claim(DEFAULT_LEASE_SECONDS);
      if (!job) {
        // Campaign mails held back by their rate: wait for the next one while the budget lasts.
        const dueInMs = await store.nextDueInMs();
        const waitMs = Math.max(dueInMs ?? 0, 100);
        if (dueInMs === null || Date.now() - started + waitMs > RATE_WAIT_BUDGET_MS) break;
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        continue;
      }
      ran += 1;
      const outcome = await runJob(job, {
        store,
        invoke: (kind, jobRequest) =>
          Object.hasOwn(jobHandlers, kind)
            ? jobHandlers[kind as keyof typeof jobHandlers](jobRequest, deps)
            : Promise.reject(new Error(`No handler for ${kind}`)),
        serviceRoleKey: deps.serviceRoleKey,
        policy: DEFAULT_RETRY_POLICY,
        log: deps.log,
      });
      if (outcome.ok) succeeded += 1;
    }
    return { ran, succeeded, failed: ran - succeeded };
  },
});
