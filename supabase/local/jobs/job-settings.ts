// The embedded job processor's settings, from the environment with safe defaults.
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
}

export const DEFAULT_JOB_WORKERS = 4;
export const DEFAULT_IDLE_POLL_MS = 2_000;

function count(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer of at least ${min}`);
  return value;
}

export function readJobSettings(env: Record<string, string | undefined>): JobSettings {
  return {
    workers: count(env, 'SUPABASE_JOB_WORKERS', DEFAULT_JOB_WORKERS, 0),
    idlePollMs: count(env, 'SUPABASE_JOB_POLL_MS', DEFAULT_IDLE_POLL_MS, 1),
    policy: {
      baseDelayMs: count(env, 'SUPABASE_JOB_RETRY_BASE_MS', DEFAULT_RETRY_POLICY.baseDelayMs, 1),
      maxDelayMs: count(env, 'SUPABASE_JOB_RETRY_MAX_MS', DEFAULT_RETRY_POLICY.maxDelayMs, 1),
      maxAttempts: count(env, 'SUPABASE_JOB_MAX_ATTEMPTS', DEFAULT_RETRY_POLICY.maxAttempts, 1),
    },
  };
}
