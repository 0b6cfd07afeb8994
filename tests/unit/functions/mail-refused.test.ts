import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../supabase/functions/_shared/http/respond.ts';
import { outcomeOf } from '../../../supabase/functions/_shared/jobs/job-outcome.ts';
import {
  MailRefused,
  mailFailureAnswer,
} from '../../../supabase/functions/_shared/mail/mail-refused.ts';
import { smtpRefusal } from '../../../supabase/functions/_shared/mail/smtp-mailer.ts';

/** An error shaped as nodemailer reports an SMTP failure. */
const smtpError = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe('smtpRefusal', () => {
  it.each([
    [
      smtpError("Can't send mail - all recipients were rejected: 550 5.1.1 No such user", {
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 5.1.1 No such user',
      }),
      true,
      '550 5.1.1 No such user',
    ],
    [
      smtpError('Invalid login: 535 5.7.8 Bad credentials', {
        code: 'EAUTH',
        responseCode: 535,
        response: '535 5.7.8 Bad credentials',
      }),
      true,
      '535 5.7.8 Bad credentials',
    ],
    [
      smtpError('Message failed: 451 4.7.1 Greylisted', {
        code: 'EMESSAGE',
        responseCode: 451,
        response: '451 4.7.1 Greylisted',
      }),
      false,
      '451 4.7.1 Greylisted',
    ],
    [
      smtpError('connect ECONNREFUSED 127.0.0.1:25', { code: 'ESOCKET' }),
      false,
      'connect ECONNREFUSED 127.0.0.1:25',
    ],
    [smtpError('Connection timeout', { code: 'ETIMEDOUT' }), false, 'Connection timeout'],
    ['a thrown string', false, 'a thrown string'],
  ])('%s → permanent %s', (error, permanent, reason) => {
    const refusal = smtpRefusal(error);
    expect(refusal).toBeInstanceOf(MailRefused);
    expect(refusal.permanent).toBe(permanent);
    expect(refusal.message).toBe(reason);
  });

  it('keeps a multi-line reply on one line, at most 500 characters', () => {
    const response = `550-5.7.1 First line\r\n550 5.7.1 ${'x'.repeat(600)}`;
    const { message } = smtpRefusal(smtpError('x', { responseCode: 550, response }));
    expect(message.startsWith('550-5.7.1 First line 550 5.7.1 xxx')).toBe(true);
    expect(message).toHaveLength(500);
  });
});

describe('mailFailureAnswer', () => {
  it('answers a permanent refusal 422 with the reason: the job fails at once', () => {
    const answer = mailFailureAnswer(new MailRefused('550 5.1.1 No such user', true), 'retry');
    expect(answer).toEqual(
      new HttpError(422, 'The mail server refused the mail: 550 5.1.1 No such user'),
    );
    expect(outcomeOf(answer.status, { error: answer.message })).toEqual({
      ok: false,
      failure: 'HTTP 422: The mail server refused the mail: 550 5.1.1 No such user',
      retryable: false,
    });
  });

  it.each([new MailRefused('451 4.7.1 Greylisted', false), new Error('Resend refused')])(
    'answers %s 502: the job is retried',
    (error) => {
      const answer = mailFailureAnswer(error, 'The confirmation could not be sent');
      expect(answer.status).toBe(502);
      expect(answer.message).toBe('The confirmation could not be sent');
      expect(outcomeOf(answer.status, { error: answer.message }).ok).toBe(false);
      expect(outcomeOf(answer.status, { error: answer.message })).toMatchObject({
        retryable: true,
      });
    },
  );
});
