import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../../supabase/functions/_shared/jobs/job-outcome.ts';
import {
  DEFAULT_RETRY_POLICY,
  afterFailure,
  retryDelayMs,
  type RetryPolicy,
} from '../../../supabase/functions/_shared/jobs/retry-schedule.ts';

const policy: RetryPolicy = { baseDelayMs: 1_000, maxDelayMs: 10_000, maxAttempts: 6 };

describe('retryDelayMs', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 8_000],
    [5, 10_000],
    [6, 10_000],
    [2000, 10_000],
    [0, 1_000],
  ])('after attempt %i waits %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt, policy)).toBe(delay);
  });

  it('spreads the default retries over about five hours', () => {
    const waits = Array.from({ length: DEFAULT_RETRY_POLICY.maxAttempts - 1 }, (_, index) =>
      retryDelayMs(index + 1, DEFAULT_RETRY_POLICY),
    );
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    const hours = waits.reduce((sum, wait) => sum + wait, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(4);
    expect(hours).toBeLessThan(6);
  });
});

describe('afterFailure', () => {
  it.each([
    [1, true, 1_000],
    [3, true, 4_000],
    [5, true, 10_000],
    [6, true, null],
    [7, true, null],
    [1, false, null],
  ] as const)('attempt %i, retryable %s: retry in %s ms', (attempt, retryable, retryInMs) => {
    expect(afterFailure(attempt, retryable, policy)).toEqual({ retryInMs });
  });
});

describe('outcomeOf', () => {
  it.each([
    [200, { sent: true }, { ok: true }],
    [204, null, { ok: true }],
    [
      502,
      { error: 'The confirmation could not be sent' },
      { ok: false, failure: 'HTTP 502: The confirmation could not be sent', retryable: true },
    ],
    [504, null, { ok: false, failure: 'HTTP 504: no error message', retryable: true }],
    [429, { error: 'Slow down' }, { ok: false, failure: 'HTTP 429: Slow down', retryable: true }],
    [408, {}, { ok: false, failure: 'HTTP 408: no error message', retryable: true }],
    [
      404,
      { error: 'Request not found' },
      { ok: false, failure: 'HTTP 404: Request not found', retryable: false },
    ],
    [401, { error: 'No' }, { ok: false, failure: 'HTTP 401: No', retryable: false }],
  ] as const)('HTTP %i %j', (status, body, outcome) => {
    expect(outcomeOf(status, body)).toEqual(outcome);
  });
});
