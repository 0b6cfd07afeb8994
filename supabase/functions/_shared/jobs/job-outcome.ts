// How a job's run went, read from the function's HTTP answer. Pure, so it is table-tested.

export type JobOutcome = { ok: true } | { ok: false; failure: string; retryable: boolean };

/**
 * 2xx is done. A 4xx other than 408/429 means the call itself is wrong (a missing row, bad
 * input, a refused key): waiting will not change that, so the job fails at once. Anything else
 * (5xx, a timeout, an unreachable provider) is worth another attempt.
 */
export function outcomeOf(status: number, body: unknown): JobOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  const message =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : 'no error message';
  const retryable = status < 400 || status >= 500 || status === 408 || status === 429;
  return { ok: false, failure: `HTTP ${status}: ${message}`, retryable };
}
