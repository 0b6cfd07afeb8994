// Chooses how mail leaves: Resend when RESEND_API_KEY is set, else the outbox table.
import type { CreateClient, Mailer } from '../types.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createResendMailer } from './resend-mailer.ts';

export interface MailerSetup {
  env: (name: string) => string | undefined;
  fetch: typeof fetch;
  createClient: CreateClient;
  supabaseUrl: string;
  serviceRoleKey: string;
}

export function createMailer(setup: MailerSetup): Mailer {
  const apiKey = setup.env('RESEND_API_KEY')?.trim();
  if (apiKey) {
    const from = setup.env('MAIL_FROM')?.trim();
    if (!from) {
      throw new Error(
        'MAIL_FROM must be set (a sender verified with Resend) when RESEND_API_KEY is set',
      );
    }
    return createResendMailer({ apiKey, from, fetch: setup.fetch });
  }
  return createOutboxMailer(
    setup.createClient(setup.supabaseUrl, setup.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }),
  );
}
