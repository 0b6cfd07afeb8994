// How fast campaign mail may leave (issue 43), per transport: an environment variable each, in
// mails per minute, 0 for no limit. The defaults stay under each provider's usual limits: Resend
// allows 2 requests a second per team by default, and the transactional mails share it; an
// organisation's SMTP relay is told 10 a second, Listmonk's default. The local outbox (no
// provider) has none. The job runners turn the rate into the gap between two campaign mails,
// which claim_after_insert_job keeps in the database (…_campaign_sending.sql), so the rate holds
// across runners and restarts.
import { mailTransportName, type MailTransportName } from './create-mailer.ts';

export const MAIL_RATE_VARIABLES = {
  smtp: 'MAIL_RATE_PER_MINUTE_SMTP',
  resend: 'MAIL_RATE_PER_MINUTE_RESEND',
  outbox: 'MAIL_RATE_PER_MINUTE_OUTBOX',
} as const satisfies Record<MailTransportName, string>;

export const DEFAULT_MAIL_RATES_PER_MINUTE = {
  smtp: 600,
  resend: 100,
  outbox: 0,
} as const satisfies Record<MailTransportName, number>;

export interface CampaignMailRate {
  transport: MailTransportName;
  /** Mails per minute; 0 is no limit. */
  perMinute: number;
  /** The least time between two campaign mails, in milliseconds; 0 is no limit. */
  gapMs: number;
}

/** The rate of the transport this environment sends through; a bad value throws, naming it. */
export function campaignMailRate(env: (name: string) => string | undefined): CampaignMailRate {
  const transport = mailTransportName(env);
  const name = MAIL_RATE_VARIABLES[transport];
  const raw = env(name)?.trim();
  const perMinute = raw ? Number(raw) : DEFAULT_MAIL_RATES_PER_MINUTE[transport];
  if (!Number.isInteger(perMinute) || perMinute < 0) {
    throw new Error(`${name} must be a whole number of mails per minute (0: no limit), got ${raw}`);
  }
  return { transport, perMinute, gapMs: perMinute === 0 ? 0 : Math.ceil(60_000 / perMinute) };
}
