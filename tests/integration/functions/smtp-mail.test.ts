// Mail through an organisation's own SMTP server with DKIM (issue 42, item 5), driven the way the
// product sends it: visitors' forms and staff's decisions queue jobs, and the backend's job runner
// sends each mail through SMTP to a real server on 127.0.0.1. Each message's DKIM signature is
// verified with mailauth against the test's public key (a resolver of our own, never the
// network); its headers, Arabic subject and calendar part are read as a mail reader would. A
// 451 reply is retried and delivered; a 550 fails the job with the server's words, shown to staff.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../supabase/functions/_shared/mail/smtp-mailer.ts';
import { readSmtpSettings } from '../../../supabase/functions/_shared/mail/smtp-settings.ts';
import { MailRefused } from '../../../supabase/functions/_shared/mail/mail-refused.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { setEvent } from '../support/events.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { leafParts, parseMime, decodeHeader, type MimePart } from './mime-message.ts';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from './smtp-stand-in.ts';
import { uniqueEmail } from './support.ts';

const DOMAIN = 'majlis.example';
const SELECTOR = 'relay2025';
const FROM = `Majlis Network <hello@${DOMAIN}>`;

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyTxt = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

let smtp: SmtpStandIn;
let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;
let keyDir: string;

beforeAll(async () => {
  keyDir = mkdtempSync(path.join(tmpdir(), 'majlis-dkim-'));
  const keyFile = path.join(keyDir, 'dkim.pem');
  writeFileSync(keyFile, keys.privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
  });
  smtp = await startSmtpStandIn();
  backend = await startBackend({
    env: {
      MAIL_FROM: FROM,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'none',
      SMTP_USER: smtp.user,
      SMTP_PASSWORD: smtp.password,
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      // The key as a file path here; as text under Deno below.
      DKIM_PRIVATE_KEY: keyFile,
      SUPABASE_JOB_POLL_MS: '200',
      SUPABASE_JOB_RETRY_BASE_MS: '200',
    },
  });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  staff = await createTestUser(backend, { staff: true });
});

afterAll(async () => {
  await backend?.stop();
  await smtp?.close();
  rmSync(keyDir, { recursive: true, force: true });
});

/** The DNS answer a receiving server would get for our selector; nothing else resolves. */
async function resolver(name: string, type: string): Promise<string[][]> {
  if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[publicKeyTxt]];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
}

async function expectSignedByUs(mail: ReceivedMail): Promise<string[]> {
  const { results } = await dkimVerify(mail.raw, { resolver });
  expect(results).toHaveLength(1);
  const [result] = results;
  expect(result?.status.result).toBe('pass');
  expect(result?.signingDomain).toBe(DOMAIN);
  expect(result?.selector).toBe(SELECTOR);
  return (result?.signingHeaders?.keys ?? '').toLowerCase().split(': ');
}

function header(message: MimePart, name: string): string {
  return decodeHeader(message.headers.get(name) ?? '');
}

async function apply(email: string, locale: 'ar' | 'en'): Promise<void> {
  const { error } = await anon.from('membership_requests').insert({
    first_name: 'سارة',
    last_name: 'الحداد',
    email,
    phone_number: '+966500000001',
    company: 'شركة الأفق',
    title: 'مؤسسة',
    locale,
  });
  expect(error).toBeNull();
}

interface JobRow {
  status: string;
  attempts: number;
  last_error: string | null;
}

/** The job of `kind` for the row with this address, once it has left the queue (done or failed). */
async function settledJob(table: 'membership_requests', email: string, kind: string) {
  const { data: row } = await service.from(table).select('id').eq('email', email).single();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { data } = await service
      .from('after_insert_jobs')
      .select('status, attempts, last_error')
      .eq('row_id', (row as { id: string }).id)
      .eq('kind', kind)
      .single();
    const job: JobRow | null = data;
    if (job && (job.status === 'done' || job.status === 'failed')) return job;
    if (Date.now() > deadline) throw new Error(`The ${kind} job for ${email} did not settle`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mail through SMTP with DKIM', () => {
  it('a join application in Arabic: the confirmation arrives signed, with its Arabic subject, Message-ID and Date', async () => {
    const email = uniqueEmail('smtp.join');
    const before = Date.now();
    await apply(email, 'ar');
    const mail = await smtp.mailTo(email);
    expect(mail.from).toBe(`hello@${DOMAIN}`);
    const signed = await expectSignedByUs(mail);
    expect(signed).toEqual(expect.arrayContaining(['from', 'subject', 'message-id', 'date']));

    const message = parseMime(mail.raw);
    expect(header(message, 'subject')).toBe('تلقّينا طلب انضمامك إلى Majlis Network');
    expect(header(message, 'from')).toBe(FROM);
    expect(header(message, 'to')).toBe(email);
    expect(header(message, 'message-id')).toMatch(new RegExp(`^<[^@\\s]+@${DOMAIN}>$`));
    const sentAt = Date.parse(header(message, 'date'));
    expect(sentAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(sentAt).toBeLessThanOrEqual(Date.now() + 1_000);
    const [text, html] = leafParts(message);
    expect(text?.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(text?.body).toContain('مع أطيب التحيات،');
    expect(html?.body).toContain('<html lang="ar" dir="rtl">');
    // The login the server required was used, and the mail went out once.
    expect(smtp.attempts(email)).toBe(1);
  });

  it('a newsletter sign-up: List-Unsubscribe and its one-click POST, both covered by the signature', async () => {
    const email = uniqueEmail('smtp.news');
    const { error } = await anon.rpc('subscribe_newsletter', {
      first_name: 'ليلى',
      last_name: 'العلي',
      email,
      marketing_consent: true,
      notice_version: '2',
      locale: 'ar',
    });
    expect(error).toBeNull();
    // Double opt-in: the first mail carries the confirmation link; the welcome that follows the
    // confirmation is the newsletter's own mail, with the one-click unsubscribe.
    const confirmation = leafParts(parseMime((await smtp.mailTo(email)).raw))
      .map((part) => part.body)
      .join('\n');
    const token = /\/newsletter\/confirm\?token=([0-9a-f]{64})/.exec(confirmation)?.[1];
    expect(token).toBeDefined();
    const confirmed = await anon.rpc('confirm_newsletter_signup', { token: token! });
    expect(confirmed.data).toBe('confirmed');
    const isWelcome = (one: ReceivedMail) =>
      one.to.includes(email.toLowerCase()) &&
      /^list-unsubscribe:/im.test(one.raw.toString('latin1'));
    const deadline = Date.now() + 15_000;
    while (!smtp.received.some(isWelcome) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = smtp.received.find(isWelcome);
    if (!mail) throw new Error(`No welcome mail to ${email} arrived`);
    const signed = await expectSignedByUs(mail);
    expect(signed).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));
    const message = parseMime(mail.raw);
    expect(header(message, 'list-unsubscribe')).toMatch(
      new RegExp(`^<${backend.url}/ar/unsubscribe\\?token=[^>]+>$`),
    );
    expect(header(message, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('an approved event request: the invitation carries its calendar entry as a text/calendar part', async () => {
    const email = uniqueEmail('smtp.guest');
    const slug = 'leap-dinner-smtp';
    const { error } = await anon
      .from('event_requests')
      .insert({ name: 'نور آل سعود', email, event_type: 'dinner', event_slug: slug, locale: 'ar' });
    expect(error).toBeNull();
    const event = await setEvent(service, slug, {
      like: 'leap-dinner',
      starts_at: new Date(Date.now() + 10 * 24 * 3_600_000),
    });
    const { data: request } = await service
      .from('event_requests')
      .select('id')
      .eq('email', email)
      .single();
    const decided = await staff.client.rpc('decide_event_request', {
      request_id: (request as { id: string }).id,
      decision: 'approved',
    });
    expect(decided.error).toBeNull();

    const deadline = Date.now() + 15_000;
    let invitation: MimePart | undefined;
    while (!invitation) {
      invitation = smtp.received
        .filter((one) => one.to.includes(email))
        .map((one) => parseMime(one.raw))
        .find((one) =>
          leafParts(one).some((part) => /calendar/.test(part.headers.get('content-type') ?? '')),
        );
      if (!invitation && Date.now() > deadline) throw new Error('No invitation arrived');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const calendar = leafParts(invitation).find((part) =>
      /^text\/calendar/i.test(part.headers.get('content-type') ?? ''),
    );
    expect(calendar?.headers.get('content-type')).toMatch(/method=REQUEST/i);
    expect(decodeHeader(calendar?.headers.get('content-disposition') ?? '')).toMatch(/\.ics"?$/);
    const vevent = new ICAL.Component(
      ICAL.parse(calendar?.body ?? '') as unknown[],
    ).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(event.title_ar);
  });

  it('a 451 reply is retried and the mail delivered on the next attempt', async () => {
    const email = uniqueEmail('smtp.greylisted');
    smtp.replyFirst(email, [{ code: 451, message: '4.7.1 Greylisted, please try again later' }]);
    await apply(email, 'en');
    const job = await settledJob('membership_requests', email, 'send-network-confirmation');
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(smtp.attempts(email)).toBe(2);
    await expectSignedByUs(await smtp.mailTo(email));
  });

  it('a 550 reply fails the job at once with the server’s reason, shown in the failed-jobs view', async () => {
    const email = uniqueEmail('smtp.refused');
    smtp.replyFirst(email, [{ code: 550, message: '5.1.1 Mailbox does not exist' }]);
    await apply(email, 'en');
    const job = await settledJob('membership_requests', email, 'send-network-confirmation');
    expect(job.status).toBe('failed');
    expect(job.attempts).toBe(1);
    expect(smtp.attempts(email)).toBe(1);

    const { data, error } = await staff.client.rpc('failed_jobs');
    expect(error).toBeNull();
    const shown = (data as { email: string; kind: string; last_error: string }[]).find(
      (one) => one.email === email,
    );
    expect(shown?.kind).toBe('send-network-confirmation');
    expect(shown?.last_error).toMatch(
      /^HTTP 422: The mail server refused the mail: .*550 5\.1\.1 Mailbox does not exist/,
    );
  });
});

describe('the SMTP mailer alone', () => {
  it('a server that refuses the connection is a refusal worth retrying', async () => {
    const closed = await startSmtpStandIn();
    await closed.close();
    const settings = readSmtpSettings(
      (name) =>
        ({
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(closed.port),
          SMTP_SECURE: 'none',
          MAIL_FROM: FROM,
        })[name],
    );
    const sending = createSmtpMailer(settings!).send({
      to: 'sara@example.org',
      subject: 'Hello',
      text: 'Plain',
      tag: 'test',
    });
    await expect(sending).rejects.toBeInstanceOf(MailRefused);
    await expect(sending).rejects.toMatchObject({ permanent: false });
  });
});

describe('the SMTP mailer under Deno', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));

  /** Runs deno-smtp-send.ts under real Deno with this environment; resolves with its exit code. */
  function sendUnderDeno(
    env: Record<string, string>,
  ): Promise<{ code: number | null; output: string }> {
    const child = spawn(
      `${root}node_modules/.bin/deno`,
      [
        'run',
        '--allow-net=127.0.0.1',
        '--allow-env',
        '--config',
        `${root}supabase/functions/deno.json`,
        fileURLToPath(new URL('./deno-smtp-send.ts', import.meta.url)),
      ],
      {
        cwd: `${root}supabase/functions`,
        env: {
          PATH: process.env['PATH'] ?? '',
          HOME: process.env['HOME'] ?? '',
          NO_COLOR: '1',
          DENO_NO_UPDATE_CHECK: '1',
          ...(process.env['DENO_DIR'] ? { DENO_DIR: process.env['DENO_DIR'] } : {}),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
  }

  // The key as text with its line ends written out, as a secret in an environment file holds
  // it (hosted Edge Functions get secrets as text; the key file is the Node server's case).
  it('sends a DKIM-signed mail with its key given as text, as a deployed function would', async () => {
    const email = uniqueEmail('smtp.deno');
    const { code, output } = await sendUnderDeno({
      MAIL_TO: email,
      MAIL_FROM: FROM,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'none',
      SMTP_USER: smtp.user,
      SMTP_PASSWORD: smtp.password,
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      DKIM_PRIVATE_KEY: keys.privateKey
        .export({ type: 'pkcs8', format: 'pem' })
        .toString()
        .replace(/\n/g, '\\n'),
    });
    expect(output).toBe('');
    expect(code).toBe(0);
    const mail = await smtp.mailTo(email);
    await expectSignedByUs(mail);
    const message = parseMime(mail.raw);
    expect(header(message, 'subject')).toBe('دعوتك: عشاء الشبكة');
    expect(header(message, 'message-id')).toMatch(new RegExp(`@${DOMAIN}>$`));
    const calendar = leafParts(message).find((part) =>
      /^text\/calendar/i.test(part.headers.get('content-type') ?? ''),
    );
    expect(calendar?.body).toContain('METHOD:REQUEST');
  });
});
