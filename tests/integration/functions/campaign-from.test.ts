// A campaign's sender name in the From header through SMTP (issue 43), as a mail reader sees it:
// sent by the SMTP mailer to a real SMTP server on 127.0.0.1, the raw header read back. Arabic
// arrives as RFC 2047 encoded words, a name with a comma as a quoted string; the address stays
// the configured sender's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../supabase/functions/_shared/mail/smtp-mailer.ts';
import { readSmtpSettings } from '../../../supabase/functions/_shared/mail/smtp-settings.ts';
import { decodeHeader, parseMime } from './mime-message.ts';
import { startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in.ts';
import { uniqueEmail } from './support.ts';

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
});
afterAll(async () => smtp?.close());

async function fromHeaderOf(fromName: string | undefined): Promise<string> {
  const settings = readSmtpSettings(
    (name) =>
      ({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_SECURE: 'none',
        SMTP_USER: smtp.user,
        SMTP_PASSWORD: smtp.password,
        MAIL_FROM: 'Majlis Network <hello@majlis.example>',
      })[name],
  );
  const to = uniqueEmail('campaign-from');
  await createSmtpMailer(settings!).send({
    to,
    subject: 'مقعد متاح',
    text: 'Hello',
    tag: 'send-campaign-mail',
    ...(fromName === undefined ? {} : { fromName }),
  });
  const received = await smtp.mailTo(to);
  expect(received.from).toBe('hello@majlis.example');
  return parseMime(received.raw).headers.get('from') ?? '';
}

describe("the SMTP mailer's From", () => {
  it('encodes an Arabic sender name as RFC 2047 encoded words', async () => {
    const raw = await fromHeaderOf('فريق المجلس');
    expect(raw).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(raw).not.toMatch(/[^\x20-\x7e]/);
    expect(decodeHeader(raw)).toBe('فريق المجلس <hello@majlis.example>');
  });

  it('quotes a sender name with a comma', async () => {
    expect(await fromHeaderOf('Sara, Majlis team')).toBe(
      '"Sara, Majlis team" <hello@majlis.example>',
    );
  });

  it('keeps the configured sender without a name', async () => {
    expect(await fromHeaderOf(undefined)).toBe('Majlis Network <hello@majlis.example>');
  });
});
