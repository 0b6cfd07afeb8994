// Chooses how mail leaves: SMTP when SMTP_HOST is set, Resend when RESEND_API_KEY is set, else the
// outbox table. The one place this choice is made, for the Deno entries and the embedded backend alike.
import type { Mailer } from '../types.ts';
import { createResendMailer } from './resend-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { readSmtpSettings } from './smtp-settings.ts';

export interface MailerSetup {
  env: (name: string) => string | undefined;
  fetch: typeof fetch;
  /** The outbox (public.mail_outbox), built only when no provider is configured. */
  outbox: () => Mailer;
}

export type MailTransportName = 'smtp' | 'resend' | 'outbox';

/** The transport createMailer picks for this environment (a label for the mail counters too). */
export function mailTransportName(env: MailerSetup['env']): MailTransportName {
  const smtp = Boolean(env('SMTP_HOST')?.trim());
  const resend = Boolean(env('RESEND_API_KEY')?.trim());
  // Two providers would leave it to chance which one a mail takes.
  if (smtp && resend) throw new Error('Set SMTP_HOST or RESEND_API_KEY, not both');
  return smtp ? 'smtp' : resend ? 'resend' : 'outbox';
}

export function createMailer(setup: MailerSetup): Mailer {
  const transport = mailTransportName(setup.env);
  if (transport === 'outbox') return setup.outbox();
  const smtp = readSmtpSettings(setup.env);
  if (smtp) return createSmtpMailer(smtp);
  const apiKey = setup.env('RESEND_API_KEY')?.trim() ?? '';
  const from = setup.env('MAIL_FROM')?.trim();
  if (!from) {
    throw new Error(
      'MAIL_FROM must be set (a sender verified with Resend) when RESEND_API_KEY is set',
    );
  }
  return createResendMailer({ apiKey, from, fetch: setup.fetch });
}
