// The local mail page: the outbox newest first, each message viewable with its links, all of
// it escaped; and the JSON list tests and tools read.
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_PAGE_KEY_FILE } from '../../../supabase/local/mail/page-key.ts';
import { rawRequest } from '../server/raw-request.ts';
import { newDataDir, startBackend, type TestBackend } from '../support/backend.ts';
import { browserLikeClient, uniqueEmail } from './auth-test-kit.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

interface ListedMail {
  id: string;
  to: string;
  subject: string;
  tag: string;
  created_at: string;
  text: string;
  links: string[];
}

describe('mail page', () => {
  it('lists mail newest first as JSON, with the links of each message', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await browserLikeClient(backend).auth.signInWithOtp({ email: first });
    await browserLikeClient(backend).auth.signInWithOtp({ email: second });
    const response = await fetch(backend.mailUrl());
    expect(response.status).toBe(200);
    const mails = (await response.json()) as ListedMail[];
    const [newest, older] = mails;
    expect(newest?.to).toBe(second);
    expect(older?.to).toBe(first);
    expect(newest?.tag).toBe('auth-magiclink');
    expect(newest?.links[0]).toMatch(/\/auth\/v1\/verify\?token=/);
  });

  it('shows the list and each message as HTML, escaping what the mail contains', async () => {
    const admin = backend.client(backend.serviceRoleKey);
    const inserted = await admin
      .from('mail_outbox')
      .insert({
        to_address: 'reader@example.com',
        subject: '<script>alert("subject")</script>',
        text_body: 'Hello <b>there</b>, open https://example.com/welcome?a=1&b=2 today.',
        html_body: '<p onclick="x()">Hi</p><script>alert(1)</script>',
        tag: 'test-escaping',
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();

    const list = await fetch(backend.mailUrl('/_mail'));
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    const listHtml = await list.text();
    expect(listHtml).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(listHtml).not.toContain('<script>');
    expect(listHtml).toContain(`href="/_mail/${inserted.data!.id}"`);

    const message = await fetch(backend.mailUrl(`/_mail/${inserted.data!.id}`));
    const html = await message.text();
    expect(html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(html).toContain('<a href="https://example.com/welcome?a=1&amp;b=2">');
    expect(html).toContain(
      '<iframe title="HTML version of the message" sandbox srcdoc="&lt;p onclick=',
    );
    expect(html).not.toMatch(/<script>alert\(1\)/);
    expect(message.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers 404 for an unknown message and refuses writes', async () => {
    expect(
      (await fetch(backend.mailUrl('/_mail/00000000-0000-0000-0000-000000000000'))).status,
    ).toBe(404);
    expect((await fetch(backend.mailUrl('/_mail/not-an-id'))).status).toBe(404);
    expect((await fetch(backend.mailUrl('/_mail'), { method: 'POST' })).status).toBe(405);
  });
});

describe('mail page key', () => {
  const paths = ['/_mail', '/_mail.json', '/_mail/00000000-0000-0000-0000-000000000000'];
  const forwarded = [
    {},
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'localhost', 'x-real-ip': '::1' },
    { forwarded: 'for=127.0.0.1;host=localhost;proto=http' },
    { host: 'localhost' },
  ];

  it('answers 404 to every request without the key, whatever its headers say', async () => {
    for (const pathname of paths) {
      for (const headers of forwarded) {
        const response = await fetch(`${backend.url}${pathname}`, { headers });
        expect(response.status, `${pathname} ${JSON.stringify(headers)}`).toBe(404);
        expect(await response.text()).not.toContain('auth-');
      }
      const wrong = await fetch(`${backend.url}${pathname}?key=not-the-key-of-this-install`);
      expect(wrong.status).toBe(404);
      const wrongCookie = await fetch(`${backend.url}${pathname}`, {
        headers: { cookie: 'mail_page_key=not-the-key-of-this-install' },
      });
      expect(wrongCookie.status).toBe(404);
    }
  });

  it('answers 404, never an error, to malformed cookies and paths', async () => {
    const key = new URL(backend.mailPageLink!).searchParams.get('key')!;
    const attempts: { path: string; cookie?: string }[] = [
      { path: '/_mail', cookie: 'mail_page_key=%E0%A4%A' },
      { path: '/_mail.json', cookie: 'mail_page_key=%zz; other=1' },
      { path: '/_mail', cookie: 'mail_page_key' },
      { path: '/_mail/%zz' },
      { path: '/_mail/%E0%A4%A' },
      { path: '/_mail/%2e%2e/rest/v1/contacts' },
      { path: '/_mail/..%5ckeys.json' },
      // With the right key, a malformed message id is still just a message that does not exist.
      { path: `/_mail/%zz?key=${key}` },
      { path: `/_mail/%E0%A4%A?key=${key}` },
    ];
    for (const { path: target, cookie } of attempts) {
      const response = await rawRequest(backend.url, {
        path: target,
        headers: cookie ? { cookie } : {},
      });
      expect(response.status, `${target} ${cookie ?? ''}`).toBe(404);
    }
  });

  it('is made once per data folder and kept there (0600) across restarts', async () => {
    const dataDir = newDataDir();
    const first = await startBackend({ dataDir });
    const firstLink = first.mailPageLink;
    await first.stop();
    const again = await startBackend({ dataDir });
    try {
      const key = new URL(again.mailPageLink!).searchParams.get('key');
      expect(new URL(firstLink!).searchParams.get('key')).toBe(key);
      expect(statSync(path.join(dataDir, MAIL_PAGE_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect((await fetch(`${again.url}/_mail.json?key=${key}`)).status).toBe(200);
    } finally {
      await again.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('opens through the printed link, which moves the key into an HttpOnly cookie', async () => {
    expect(backend.mailPageLink).toMatch(/\/_mail\?key=[\w-]{24,}$/);
    const first = await fetch(backend.mailPageLink!, {
      redirect: 'manual',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/_mail');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mail_page_key=[\w-]+; Path=\/_mail; HttpOnly; SameSite=Strict$/);
    const pair = cookie.split(';')[0]!;
    const page = await fetch(`${backend.url}/_mail`, { headers: { cookie: pair } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });

  it('is refused from another address too, and works there with the key', async () => {
    // Another loopback address stands for "another machine": tests send no traffic off loopback.
    const open = await startBackend({ args: ['--host', '127.0.0.2'] });
    try {
      const port = new URL(open.url).port;
      const base = `http://127.0.0.2:${port}`;
      expect((await fetch(`${base}/_mail.json`)).status).toBe(404);
      const key = new URL(open.mailPageLink!).searchParams.get('key')!;
      expect((await fetch(`${base}/_mail.json?key=${encodeURIComponent(key)}`)).status).toBe(200);
    } finally {
      await open.stop();
    }
  });

  it('differs between installs, and is not served at all with a mail provider', async () => {
    const other = await startBackend();
    const withProvider = await startBackend({
      env: { RESEND_API_KEY: 're_test_key', MAIL_FROM: 'Majlis <hello@example.com>' },
    });
    try {
      expect(other.mailPageLink).not.toBe(backend.mailPageLink);
      expect(withProvider.mailPageLink).toBeNull();
      expect((await fetch(`${withProvider.url}/_mail.json`)).status).toBe(404);
    } finally {
      await other.stop();
      await withProvider.stop();
    }
  });
});
