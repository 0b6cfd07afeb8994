// A job's mail: a failed send is logged and answered 502, so the runner retries the job; a
// permanent refusal is answered 422 with the server's reason, so the job fails (mail-refused.ts).
import { mailFailureAnswer } from '../mail/mail-refused.ts';
import type { ComposedMail } from '../mail/compose-mail.ts';
import type { FunctionDeps, MailMessage } from '../types.ts';

/**
 * The mail with any extra headers (a marketing mail's List-Unsubscribe), its sender's name and
 * the key of a mail that must go once.
 */
export type JobMail = ComposedMail & Pick<MailMessage, 'headers' | 'fromName' | 'idempotencyKey'>;

export interface JobMailFailure {
  /** The log line after "<tag>: ". */
  log: string;
  /** The 502 answer's error text (a retry). */
  answer: string;
}

/**
 * Sends one mail tagged with the job's name. A mail given as a function is composed inside the
 * guard, so a failure to compose it is answered like a failed send.
 */
export async function sendJobMail(
  deps: FunctionDeps,
  tag: string,
  to: string,
  mail: JobMail | (() => JobMail),
  failure: JobMailFailure,
): Promise<void> {
  try {
    await deps.mailer.send({ to, tag, ...(typeof mail === 'function' ? mail() : mail) });
  } catch (mailError) {
    deps.log('error', `${tag}: ${failure.log}`, mailError);
    throw mailFailureAnswer(mailError, failure.answer);
  }
}
