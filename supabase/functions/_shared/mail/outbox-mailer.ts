// Stores mail in public.mail_outbox (readable on the local mail page) when no provider is configured.
// The table has RLS with no policies, so only the service-role client can write it.
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
      const { error } = await serviceClient.from('mail_outbox').insert({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        tag: message.tag,
        headers: { ...message.headers },
        ...(message.attachments?.length ? { attachments: outboxAttachments(message) } : {}),
      });
      if (error) throw new Error(`Could not store the e-mail in the outbox: ${error.message}`);
    },
  };
}
