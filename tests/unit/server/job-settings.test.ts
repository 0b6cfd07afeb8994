import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY } from '../../../supabase/functions/_shared/jobs/retry-schedule.ts';
import {
  DEFAULT_IDLE_POLL_MS,
  DEFAULT_JOB_WORKERS,
  readJobSettings,
} from '../../../supabase/local/jobs/job-settings.ts';
import { parseEnvironment } from '../../../supabase/local/environment.ts';
import { DEFAULT_MAIL_RATES_PER_MINUTE } from '../../../supabase/functions/_shared/mail/mail-rate.ts';

describe('readJobSettings', () => {
  it('defaults to a few workers and the default retry policy', () => {
    expect(readJobSettings(parseEnvironment({}))).toEqual({
      workers: DEFAULT_JOB_WORKERS,
      idlePollMs: DEFAULT_IDLE_POLL_MS,
      policy: DEFAULT_RETRY_POLICY,
      // No provider: the local outbox, with no limit.
      campaignMailRate: { transport: 'outbox', perMinute: 0, gapMs: 0 },
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
      campaignMailRate: { transport: 'outbox', perMinute: 0, gapMs: 0 },
    });
  });

  it.each([
    ['SUPABASE_JOB_WORKERS', '-1'],
    ['SUPABASE_JOB_MAX_ATTEMPTS', '0'],
    ['SUPABASE_JOB_RETRY_BASE_MS', '1.5'],
    ['SUPABASE_JOB_POLL_MS', 'soon'],
    ['MAIL_RATE_PER_MINUTE_SMTP', '-5'],
    ['MAIL_RATE_PER_MINUTE_RESEND', 'fast'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readJobSettings(parseEnvironment({ [name]: value }))).toThrow(name);
  });

  it('takes the campaign mail rate of the transport in use, its default when unset', () => {
    const rate = (raw: Record<string, string>) =>
      readJobSettings(parseEnvironment(raw)).campaignMailRate;
    expect(rate({ SMTP_HOST: 'mail.example.org' })).toEqual({
      transport: 'smtp',
      perMinute: DEFAULT_MAIL_RATES_PER_MINUTE.smtp,
      gapMs: 100,
    });
    expect(rate({ RESEND_API_KEY: 're_1', MAIL_RATE_PER_MINUTE_SMTP: '1' })).toEqual({
      transport: 'resend',
      perMinute: DEFAULT_MAIL_RATES_PER_MINUTE.resend,
      gapMs: 600,
    });
    expect(rate({ SMTP_HOST: 'mail.example.org', MAIL_RATE_PER_MINUTE_SMTP: '7' })).toEqual({
      transport: 'smtp',
      perMinute: 7,
      gapMs: 8572,
    });
    expect(rate({ MAIL_RATE_PER_MINUTE_OUTBOX: '120' })).toEqual({
      transport: 'outbox',
      perMinute: 120,
      gapMs: 500,
    });
  });
});
