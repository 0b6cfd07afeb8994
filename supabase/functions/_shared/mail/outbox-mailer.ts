// Stores mail in public.mail_outbox (readable on the local mail page) when no provider is configured.
// The table has RLS with no policies, so only the service-role client can write it. A mail with an
// idempotency key is written once: a second write with the key does nothing (…_exactly_once.sql).
import type { FunctionsClient } from '../types.ts';
import type { MailMessage, Mailer } from '../types.ts';

/** Attachments as the outbox's attachments column stores them, or null for none. */
export function outboxAttachments(
  message: MailMessage,
): { filename: string; content_type: string; content: string }[] | null {
  if (!message.attachments?.length) return null;
  return message.attachments.map((file) => ({
    filename: file.filename,
    content_type: file.contentType,
    content: file.content,
  }));
}

export function createOutboxMailer(serviceClient: FunctionsClient): Mailer {
  return {
    async send(message: MailMessage) {
      const row = {
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        tag: message.tag,
        headers: { ...message.headers },
        ...(message.attachments?.length ? { attachments: outboxAttachments(message) } : {}),
      };
      const outbox = serviceClient.from('mail_outbox');
      const { error } = message.idempotencyKey
        ? await outbox.upsert(
            { ...row, idempotency_key: message.idempotencyKey },
            { onConflict: 'idempotency_key', ignoreDuplicates: true },
          )
        : await outbox.insert(row);
      if (error) throw new Error(`Could not store the e-mail in the outbox: ${error.message}`);
    },
  };
}
