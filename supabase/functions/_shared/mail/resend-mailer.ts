// Sends mail through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
// A message's idempotency key is not sent as Resend's Idempotency-Key: a campaign mail's retry
// carries fresh link tokens, another body under the same key, which Resend refuses rather than
// sends; so a retry after a lost answer may send twice (at least once, docs/behaviour/campaigns.md).
import type { MailMessage, Mailer } from '../types.ts';
import { fromHeader } from './from-header.ts';

export const RESEND_ENDPOINT = 'https://api.resend.com/emails';
const TIMEOUT_MS = 10_000;

export interface ResendMailerOptions {
  apiKey: string;
  /** The verified sender, e.g. "Majlis Network <hello@example.org>". */
  from: string;
  fetch: typeof fetch;
}

export function createResendMailer(options: ResendMailerOptions): Mailer {
  return {
    async send(message: MailMessage) {
      const response = await options.fetch(RESEND_ENDPOINT, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          from: fromHeader(options.from, message.fromName),
          to: [message.to],
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  content: base64(file.content),
                  content_type: file.contentType,
                })),
              }
            : {}),
          // Resend tags allow only ASCII letters, digits, underscores and dashes.
          tags: [{ name: 'category', value: message.tag.replace(/[^A-Za-z0-9_-]/g, '_') }],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(
          `Resend refused the e-mail (HTTP ${response.status}): ${detail.slice(0, 300)}`,
        );
      }
    },
  };
}

/** UTF-8 text as base64, as Resend takes attachment content (Web APIs only: runs under Deno). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
