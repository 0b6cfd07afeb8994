import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY } from '../../../supabase/functions/_shared/jobs/retry-schedule.ts';
import {
  DEFAULT_IDLE_POLL_MS,
  DEFAULT_JOB_WORKERS,
  readJobSettings,
} from '../../../supabase/local/jobs/job-settings.ts';
import { parseEnvironment } from '../../../supabase/local/environment.ts';

describe('readJobSettings', () => {
  it('defaults to a few workers and the default retry policy', () => {
    expect(readJobSettings(parseEnvironment({}))).toEqual({
      workers: DEFAULT_JOB_WORKERS,
      idlePollMs: DEFAULT_IDLE_POLL_MS,
      policy: DEFAULT_RETRY_POLICY,
    });
  });

  it('reads every setting, and 0 workers turns the processor off', () => {
    expect(
      readJobSettings(
        parseEnvironment({
          SUPABASE_JOB_WORKERS: '0',
          SUPABASE_JOB_POLL_MS: '50',
          SUPABASE_JOB_RETRY_BASE_MS: '200',
          SUPABASE_JOB_RETRY_MAX_MS: '1000',
          SUPABASE_JOB_MAX_ATTEMPTS: '3',
        }),
      ),
    ).toEqual({
      workers: 0,
      idlePollMs: 50,
      policy: { baseDelayMs: 200, maxDelayMs: 1000, maxAttempts: 3 },
    });
  });

  it.each([
    ['SUPABASE_JOB_WORKERS', '-1'],
    ['SUPABASE_JOB_MAX_ATTEMPTS', '0'],
    ['SUPABASE_JOB_RETRY_BASE_MS', '1.5'],
    ['SUPABASE_JOB_POLL_MS', 'soon'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readJobSettings(parseEnvironment({ [name]: value }))).toThrow(name);
  });
});
