// A transport's refusal of one message, and what a job answers for it. A permanent refusal (an
// SMTP 5xx reply) will be refused again however long the job waits, so the job fails at once with
// the server's reason for staff to read; anything else (a 4xx reply, a refused connection, a
// timeout) is answered 502 and the runner retries (jobs/job-outcome.ts).
import { HttpError } from '../http/respond.ts';

export class MailRefused extends Error {
  /** True when sending the same message again cannot succeed (SMTP 5xx). */
  readonly permanent: boolean;

  constructor(reason: string, permanent: boolean) {
    super(reason);
    this.name = 'MailRefused';
    this.permanent = permanent;
  }
}

/**
 * The answer of a job whose mail failed: 422 with the server's reason when the refusal is
 * permanent (a 4xx other than 408/429 fails the job), else 502 with `retryAnswer`.
 */
export function mailFailureAnswer(error: unknown, retryAnswer: string): HttpError {
  if (error instanceof MailRefused && error.permanent) {
    return new HttpError(422, `The mail server refused the mail: ${error.message}`);
  }
  return new HttpError(502, retryAnswer);
}
