// When a failed job runs again: exponential backoff (base, 2×base, 4×base, … capped), and no
// more runs after the last attempt. Pure, so the schedule is table-tested.

export interface RetryPolicy {
  /** The wait after the first failed attempt. */
  baseDelayMs: number;
  /** No wait grows beyond this. */
  maxDelayMs: number;
  /** Runs in all, the first included; after the last failure the job is 'failed'. */
  maxAttempts: number;
}

/** About five hours of retries: a Make or mail outage of an afternoon loses nothing. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 12,
};

/** The wait after failed attempt number `attempt` (1 = the first run). */
export function retryDelayMs(attempt: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  // 2 ** 1024 is Infinity, which Math.min caps like any other large value.
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
}

export type FailureDecision = { retryInMs: number } | { retryInMs: null };

/**
 * What to do after attempt `attempt` failed: retry after the backoff delay, or give up when that
 * was the last attempt or the failure cannot be cured by waiting (a bad request, a missing row).
 */
export function afterFailure(
  attempt: number,
  retryable: boolean,
  policy: RetryPolicy,
): FailureDecision {
  if (!retryable || attempt >= policy.maxAttempts) return { retryInMs: null };
  return { retryInMs: retryDelayMs(attempt, policy) };
}
