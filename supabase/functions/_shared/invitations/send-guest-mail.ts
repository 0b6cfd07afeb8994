// Sends one guest mail; a mail failure is a 502 so the runner retries it, a permanent refusal a
// 422 that fails the job with the server's reason.
import { mailFailureAnswer } from '../mail/mail-refused.ts';
import type { ComposedMail } from '../mail/compose-mail.ts';
import type { FunctionDeps, MailAttachment } from '../types.ts';

export const GUEST_MAIL_FAILED = 'The guest mail could not be sent. It will be retried.';

export async function sendGuestMail(
  deps: FunctionDeps,
  tag: string,
  to: string,
  mail: ComposedMail,
  attachments: readonly MailAttachment[] = [],
): Promise<void> {
  try {
    await deps.mailer.send({ to, tag, ...mail, ...(attachments.length ? { attachments } : {}) });
  } catch (mailError) {
    deps.log('error', `${tag}: mail failed`, mailError);
    throw mailFailureAnswer(mailError, GUEST_MAIL_FAILED);
  }
}
