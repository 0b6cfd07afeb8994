// The embedded job processor's settings, from the environment with safe defaults.
import type { Environment } from '../environment.ts';
import { campaignMailRate, type CampaignMailRate } from '../../functions/_shared/mail/mail-rate.ts';
import {
  DEFAULT_RETRY_POLICY,
  type RetryPolicy,
} from '../../functions/_shared/jobs/retry-schedule.ts';

export interface JobSettings {
  /** Jobs run side by side; 0 turns the processor off (another server or a hosted one runs them). */
  workers: number;
  /** The longest an idle processor waits before looking again (NOTIFY usually wakes it first). */
  idlePollMs: number;
  policy: RetryPolicy;
  /** How fast campaign mail may leave through the configured transport; absent, no limit. */
  campaignMailRate?: CampaignMailRate;
}

export const DEFAULT_JOB_WORKERS = 4;
export const DEFAULT_IDLE_POLL_MS = 2_000;

/** The job settings from the parsed environment (supabase/local/environment.ts), with defaults. */
export function readJobSettings(
  env: Pick<
    Environment,
    | 'SUPABASE_JOB_WORKERS'
    | 'SUPABASE_JOB_POLL_MS'
    | 'SUPABASE_JOB_RETRY_BASE_MS'
    | 'SUPABASE_JOB_RETRY_MAX_MS'
    | 'SUPABASE_JOB_MAX_ATTEMPTS'
    | 'SMTP_HOST'
    | 'RESEND_API_KEY'
    | 'MAIL_RATE_PER_MINUTE_SMTP'
    | 'MAIL_RATE_PER_MINUTE_RESEND'
    | 'MAIL_RATE_PER_MINUTE_OUTBOX'
  >,
): JobSettings {
  return {
    workers: env.SUPABASE_JOB_WORKERS ?? DEFAULT_JOB_WORKERS,
    idlePollMs: env.SUPABASE_JOB_POLL_MS ?? DEFAULT_IDLE_POLL_MS,
    policy: {
      baseDelayMs: env.SUPABASE_JOB_RETRY_BASE_MS ?? DEFAULT_RETRY_POLICY.baseDelayMs,
      maxDelayMs: env.SUPABASE_JOB_RETRY_MAX_MS ?? DEFAULT_RETRY_POLICY.maxDelayMs,
      maxAttempts: env.SUPABASE_JOB_MAX_ATTEMPTS ?? DEFAULT_RETRY_POLICY.maxAttempts,
    },
    campaignMailRate: campaignMailRate((name) => {
      const value = (env as Record<string, string | number | undefined>)[name];
      return value === undefined ? undefined : String(value);
    }),
  };
}
