// The From header's display name (issue 43: a campaign's sender name): Arabic as RFC 2047 encoded
// words, a name with specials quoted, a line break never a new header; and the Resend mailer sends
// it so. (The SMTP mailer leaves the writing to nodemailer: tests/integration/functions/campaign-from.test.ts.)
import { describe, expect, it } from 'vitest';
import {
  encodeDisplayName,
  fromHeader,
  senderAddress,
} from '../../../supabase/functions/_shared/mail/from-header.ts';
import { createResendMailer } from '../../../supabase/functions/_shared/mail/resend-mailer.ts';
import { decodeHeader } from '../../integration/functions/mime-message.ts';

const FROM = 'Majlis Network <hello@majlis.example>';

describe('fromHeader', () => {
  it('keeps the configured sender when no name is given', () => {
    expect(fromHeader(FROM, undefined)).toBe(FROM);
    expect(fromHeader(FROM, '  ')).toBe(FROM);
    expect(senderAddress('hello@majlis.example')).toBe('hello@majlis.example');
  });

  it('writes a plain name as it is, under the configured address', () => {
    expect(fromHeader(FROM, 'Sara Events')).toBe('Sara Events <hello@majlis.example>');
  });

  it('quotes a name with a comma, escaping quotes and backslashes', () => {
    expect(fromHeader(FROM, 'Sara, Majlis team')).toBe(
      '"Sara, Majlis team" <hello@majlis.example>',
    );
    expect(encodeDisplayName('The "Palm" \\ Co.')).toBe('"The \\"Palm\\" \\\\ Co."');
  });

  it('encodes an Arabic name as UTF-8 encoded words of at most 75 characters', () => {
    const name = 'فريق المجلس، قسم الفعاليات والعلاقات مع الأعضاء في الرياض';
    const header = fromHeader(FROM, name);
    expect(header).toMatch(/^(=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= ?)+ <hello@majlis\.example>$/);
    const words = header.replace(/ <[^>]+>$/, '').split(' ');
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeHeader(header)).toBe(`${name} <hello@majlis.example>`);
  });

  it('drops line breaks, so a name cannot add a header', () => {
    const header = fromHeader(FROM, 'Sara\r\nBcc: everyone@example.org');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe('"Sara Bcc: everyone@example.org" <hello@majlis.example>');
  });
});

describe('the Resend mailer', () => {
  it("sends the campaign's sender name in From, encoded or quoted", async () => {
    const bodies: { from: string }[] = [];
    const mailer = createResendMailer({
      apiKey: 're_test',
      from: FROM,
      fetch: (async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)) as { from: string });
        return new Response('{"id":"x"}', { status: 200 });
      }) as unknown as typeof fetch,
    });
    const mail = { to: 'noura@example.org', subject: 'Hi', text: 'Hi', tag: 'send-campaign-mail' };
    await mailer.send({ ...mail, fromName: 'فريق المجلس' });
    await mailer.send({ ...mail, fromName: 'Sara, Majlis' });
    await mailer.send(mail);
    expect(bodies.map((b) => b.from)).toEqual([
      `${encodeDisplayName('فريق المجلس')} <hello@majlis.example>`,
      '"Sara, Majlis" <hello@majlis.example>',
      FROM,
    ]);
    expect(decodeHeader(bodies[0]!.from)).toBe('فريق المجلس <hello@majlis.example>');
  });
});
