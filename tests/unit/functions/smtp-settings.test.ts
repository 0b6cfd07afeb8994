import { describe, expect, it } from 'vitest';
import {
  readSmtpSettings,
  senderDomain,
} from '../../../supabase/functions/_shared/mail/smtp-settings.ts';

const BASE = { SMTP_HOST: 'smtp.majlis.example', MAIL_FROM: 'Majlis <Hello@Majlis.Example>' };
const PEM = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';

const read = (env: Record<string, string>) => readSmtpSettings((name) => env[name]);

describe('readSmtpSettings', () => {
  it('is undefined without SMTP_HOST (another transport is used)', () => {
    expect(read({ MAIL_FROM: 'hello@majlis.example' })).toBeUndefined();
    expect(read({ SMTP_HOST: '  ' })).toBeUndefined();
  });

  it('defaults to port 587 with STARTTLS required, no login, no DKIM, EHLO as the sender domain', () => {
    expect(read(BASE)).toEqual({
      host: 'smtp.majlis.example',
      port: 587,
      security: 'starttls',
      auth: undefined,
      from: 'Majlis <Hello@Majlis.Example>',
      heloName: 'majlis.example',
      dkim: undefined,
    });
  });

  it.each([
    [{ SMTP_PORT: '465' }, 465, 'tls'],
    [{ SMTP_PORT: '25' }, 25, 'starttls'],
    [{ SMTP_PORT: '25', SMTP_SECURE: 'none' }, 25, 'none'],
    [{ SMTP_PORT: '2525', SMTP_SECURE: 'TLS' }, 2525, 'tls'],
    [{ SMTP_PORT: '465', SMTP_SECURE: 'starttls' }, 465, 'starttls'],
  ])('%o → port %i, %s', (env, port, security) => {
    expect(read({ ...BASE, ...env })).toMatchObject({ port, security });
  });

  it('takes the login, the EHLO name and the DKIM key as PEM text or a path', () => {
    expect(
      read({
        ...BASE,
        SMTP_USER: 'relay',
        SMTP_PASSWORD: 'secret',
        SMTP_HELO_NAME: 'mail.majlis.example',
        DKIM_DOMAIN: 'Majlis.Example',
        DKIM_SELECTOR: 's2025',
        DKIM_PRIVATE_KEY: '/etc/majlis/dkim.pem',
      }),
    ).toMatchObject({
      auth: { user: 'relay', pass: 'secret' },
      heloName: 'mail.majlis.example',
      dkim: {
        domain: 'majlis.example',
        selector: 's2025',
        privateKey: { path: '/etc/majlis/dkim.pem' },
      },
    });
    const dkim = { DKIM_DOMAIN: 'majlis.example', DKIM_SELECTOR: 's' };
    expect(read({ ...BASE, ...dkim, DKIM_PRIVATE_KEY: PEM })?.dkim?.privateKey).toEqual({
      pem: PEM.trim(),
    });
    // One line in an environment file: the line ends written out as \n.
    const oneLine = PEM.trim().replace(/\n/g, '\\n');
    expect(read({ ...BASE, ...dkim, DKIM_PRIVATE_KEY: oneLine })?.dkim?.privateKey).toEqual({
      pem: PEM.trim(),
    });
  });

  it.each([
    [{ MAIL_FROM: '' }, 'MAIL_FROM must be set (the sender address) when SMTP_HOST is set'],
    [
      { MAIL_FROM: 'Majlis Network' },
      'MAIL_FROM must hold an e-mail address, not "Majlis Network"',
    ],
    [{ SMTP_PORT: '0' }, 'SMTP_PORT must be a port number, not "0"'],
    [{ SMTP_PORT: 'smtp' }, 'SMTP_PORT must be a port number, not "smtp"'],
    [{ SMTP_SECURE: 'ssl' }, 'SMTP_SECURE must be tls, starttls or none, not "ssl"'],
    [{ SMTP_USER: 'relay' }, 'SMTP_USER and SMTP_PASSWORD must be set together'],
    [{ SMTP_PASSWORD: 'secret' }, 'SMTP_USER and SMTP_PASSWORD must be set together'],
    [
      { DKIM_DOMAIN: 'majlis.example', DKIM_SELECTOR: 's' },
      'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => read({ ...BASE, ...env })).toThrow(message);
  });
});

describe('senderDomain', () => {
  it.each([
    ['hello@majlis.example', 'majlis.example'],
    ['Majlis Network <Hello@Majlis.Example>', 'majlis.example'],
    ['"Majlis, KSA" <a@mail.majlis.example>', 'mail.majlis.example'],
    ['Majlis Network', undefined],
  ])('%s → %s', (from, domain) => {
    expect(senderDomain(from)).toBe(domain);
  });
});
