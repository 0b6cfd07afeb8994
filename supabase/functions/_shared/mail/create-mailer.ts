// Chooses how mail leaves: Resend when RESEND_API_KEY is set, else the outbox table.
// The one place this choice is made, for the Deno entries and the embedded backend alike.
import type { Mailer } from '../types.ts';
import { createResendMailer } from './resend-mailer.ts';

export interface MailerSetup {
  env: (name: string) => string | undefined;
  fetch: typeof fetch;
  /** The outbox (public.mail_outbox), built only when no provider key is set. */
  outbox: () => Mailer;
}

/** The transport createMailer picks for this environment (a label for the mail counters too). */
export function mailTransportName(env: MailerSetup['env']): 'resend' | 'outbox' {
  return env('RESEND_API_KEY')?.trim() ? 'resend' : 'outbox';
}

export function createMailer(setup: MailerSetup): Mailer {
  const apiKey = setup.env('RESEND_API_KEY')?.trim();
  if (!apiKey) return setup.outbox();
  const from = setup.env('MAIL_FROM')?.trim();
  if (!from) {
    throw new Error(
      'MAIL_FROM must be set (a sender verified with Resend) when RESEND_API_KEY is set',
    );
  }
  return createResendMailer({ apiKey, from, fetch: setup.fetch });
}
