// The local mail page: the outbox newest first, each message viewable with its links, all of
// it escaped; and the JSON list tests and tools read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
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
    const response = await fetch(`${backend.url}/_mail.json`);
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

    const list = await fetch(`${backend.url}/_mail`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    const listHtml = await list.text();
    expect(listHtml).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(listHtml).not.toContain('<script>');
    expect(listHtml).toContain(`href="/_mail/${inserted.data!.id}"`);

    const message = await fetch(`${backend.url}/_mail/${inserted.data!.id}`);
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
    expect((await fetch(`${backend.url}/_mail/00000000-0000-0000-0000-000000000000`)).status).toBe(
      404,
    );
    expect((await fetch(`${backend.url}/_mail/not-an-id`)).status).toBe(404);
    expect((await fetch(`${backend.url}/_mail`, { method: 'POST' })).status).toBe(405);
  });
});
