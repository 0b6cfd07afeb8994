// One-click unsubscribe end to end on the embedded backend (issue 27; RFC 8058): the newsletter
// confirmation carries List-Unsubscribe and List-Unsubscribe-Post and a visible link; a POST to
// that link without cookies (src/server/unsubscribe-route.ts) records a withdrawn consent, and the
// job runner sends no marketing mail after it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_LINK_PATH, UNSUBSCRIBED_PATH } from '../../../src/server/unsubscribe-route.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { uniqueEmail } from './support.ts';
import {
  oneClick,
  startUnsubscribeSite,
  waitFor,
  type UnsubscribeSite,
} from './unsubscribe-site.ts';

interface MailWithHeaders {
  text_body: string;
  html_body: string | null;
  headers: Record<string, string>;
}

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let site: UnsubscribeSite;
let siteUrl: string;

beforeAll(async () => {
  backend = await startBackend();
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  site = await startUnsubscribeSite(backend);
  siteUrl = site.url;
});

afterAll(async () => {
  await site?.close();
  await backend?.stop();
});

async function mailsTo(email: string): Promise<MailWithHeaders[]> {
  const { data, error } = await service
    .from('mail_outbox')
    .select('text_body, html_body, headers')
    .ilike('to_address', email)
    .order('created_at');
  if (error) throw new Error(`Could not read the outbox: ${error.message}`);
  return data;
}

/**
 * Signs up and confirms as the person would: the confirmation mail's link, its button (the RPC the
 * confirm page posts to), then the welcome, the first marketing mail.
 */
async function subscribeAndConfirm(args: Record<string, unknown>): Promise<MailWithHeaders> {
  const email = String(args['email']);
  const { error } = await anon.rpc('subscribe_newsletter', {
    marketing_consent: true,
    notice_version: '2',
    ...args,
  } as never);
  expect(error).toBeNull();
  const [confirmation] = await waitFor(
    () => mailsTo(email),
    (found) => found.length === 1,
  );
  const token = /\/newsletter\/confirm\?token=([0-9a-f]{64})/.exec(confirmation!.text_body)?.[1];
  const confirmed = await anon.rpc('confirm_newsletter_signup', { token: token! });
  expect(confirmed.data).toBe('confirmed');
  const mails = await waitFor(
    () => mailsTo(email),
    (found) => found.length === 2,
  );
  return mails[1]!;
}

async function newsletterConsents(email: string) {
  const { data, error } = await service
    .from('consents')
    .select('status, form, method, notice_version')
    .eq('email', email.toLowerCase())
    .order('recorded_at');
  if (error) throw new Error(`Could not read consents: ${error.message}`);
  return data;
}

/** The link the mail's header names, moved onto the test site's origin. */
function linkOnSite(mail: MailWithHeaders): string {
  return site.linkOf(mail.headers);
}

/** The confirm page's own button: a form POST with an empty body, from the person's browser. */
function pageButton(url: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}

describe('one-click unsubscribe', () => {
  let email: string;
  let mail: MailWithHeaders;

  beforeAll(async () => {
    email = uniqueEmail('Unsub');
    mail = await subscribeAndConfirm({ first_name: 'Nour 🌙', last_name: 'Ali', email });
  });

  it('the marketing mail carries the RFC 8058 headers and a visible link with a 64-hex-digit token', () => {
    const header = mail.headers['List-Unsubscribe'];
    expect(header).toMatch(/^<http:\/\/[^>]+\/unsubscribe\?token=[0-9a-f]{64}>$/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = header!.slice(1, -1);
    expect(mail.text_body).toContain(`Unsubscribe: ${url}`);
    expect(mail.html_body).toContain(`<a href="${url}"`);
  });

  it('a GET changes nothing (mail scanners open links)', async () => {
    const response = await fetch(linkOnSite(mail), { redirect: 'manual' });
    expect(response.status).toBe(404); // Not the route's: the static confirm page answers a GET.
    expect((await newsletterConsents(email)).map((row) => row.status)).toEqual(['given']);
  });

  it('a POST without cookies withdraws consent, and the runner sends no more marketing mail', async () => {
    const response = await oneClick(linkOnSite(mail));
    // A 2xx, as mail providers expect of RFC 8058's POST (a redirect is for a person).
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Unsubscribed.');
    expect(await newsletterConsents(email)).toEqual([
      { status: 'given', form: 'newsletter', method: 'form', notice_version: '2' },
      { status: 'withdrawn', form: 'unsubscribe-link', method: 'form', notice_version: '2' },
    ]);

    // The marketing job due again (a retry, or one queued before the click): the runner checks
    // consent right before sending, records the job done and sends nothing.
    const { data: contact } = await service
      .from('contacts')
      .select('id, newsletter_subscribed_at')
      .ilike('email', email)
      .single();
    expect(contact?.newsletter_subscribed_at).toBeNull();
    const { error } = await service
      .from('after_insert_jobs')
      .update({ status: 'pending', next_attempt_at: new Date().toISOString() })
      .eq('row_id', contact!.id)
      .eq('kind', 'send-newsletter-welcome');
    expect(error).toBeNull();
    await waitFor(
      async () =>
        (
          await service
            .from('after_insert_jobs')
            .select('status, attempts')
            .eq('row_id', contact!.id)
            .single()
        ).data,
      (job) => job?.status === 'done' && job.attempts === 2,
    );
    // The confirmation link and the welcome: nothing more.
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("a second one-click, and then the page's own button, record nothing more", async () => {
    expect((await oneClick(linkOnSite(mail))).status).toBe(200);
    const response = await pageButton(linkOnSite(mail));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(UNSUBSCRIBED_PATH);
    expect(await newsletterConsents(email)).toHaveLength(2);
  });

  it('a one-click sent as multipart/form-data is one too', async () => {
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const response = await fetch(linkOnSite(mail), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await newsletterConsents(email)).toHaveLength(2);
  });

  it.each([
    ['an unknown token', `/unsubscribe?token=${'0'.repeat(64)}`],
    ['a cut-short token', `/unsubscribe?token=${'a'.repeat(40)}`],
    ['no token', '/unsubscribe'],
    ['a token of Arabic and emoji', `/unsubscribe?token=${encodeURIComponent('نورة🎉#[]%')}`],
  ])('%s: 404 to a provider, the invalid-link page to a person', async (_label, path) => {
    expect((await oneClick(`${siteUrl}${path}`)).status).toBe(404);
    const response = await pageButton(`${siteUrl}${path}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(INVALID_LINK_PATH);
  });

  it('an oversized body is refused', async () => {
    const response = await fetch(`${siteUrl}/unsubscribe?token=${'0'.repeat(64)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x'.repeat(10_050),
    }).catch((error: unknown) => error);
    // The server answers 413 and closes; a client may see the reset before the answer.
    if (response instanceof Response) expect(response.status).toBe(413);
  });
});

// Issue 41, item 5: an Arabic newsletter mail links to /ar/unsubscribe, which the same route
// answers the same way, a person's button landing on the Arabic pages.
describe('one-click unsubscribe from an Arabic mail', () => {
  let email: string;
  let mail: MailWithHeaders;

  beforeAll(async () => {
    email = uniqueEmail('Unsub.Ar');
    mail = await subscribeAndConfirm({
      first_name: 'نورة',
      last_name: 'العلي',
      email,
      locale: 'ar',
    });
  });

  it('links to /ar/unsubscribe in its header and its Arabic body', () => {
    const header = mail.headers['List-Unsubscribe'];
    expect(header).toMatch(/^<http:\/\/[^>]+\/ar\/unsubscribe\?token=[0-9a-f]{64}>$/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = header!.slice(1, -1);
    expect(mail.text_body).toContain(`إلغاء الاشتراك: \u2066${url} \u2069`);
    expect(mail.html_body).toContain(`<a href="${url}"`);
  });

  it("a provider's POST is answered 200 and withdraws consent, as on the English address", async () => {
    const response = await oneClick(linkOnSite(mail));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Unsubscribed.');
    expect((await newsletterConsents(email)).map((row) => row.status)).toEqual([
      'given',
      'withdrawn',
    ]);
  });

  it("a person's button lands on the Arabic pages", async () => {
    const done = await pageButton(linkOnSite(mail));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/ar${UNSUBSCRIBED_PATH}`);
    const unknown = await pageButton(`${siteUrl}/ar/unsubscribe?token=${'0'.repeat(64)}`);
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe(`/ar${INVALID_LINK_PATH}`);
    expect((await oneClick(`${siteUrl}/ar/unsubscribe?token=${'0'.repeat(64)}`)).status).toBe(404);
  });

  it('answers no other Arabic path', async () => {
    const response = await pageButton(`${siteUrl}/ar/unsubscribed?token=${'0'.repeat(64)}`);
    expect(response.status).toBe(404); // Astro's part in the real server.
  });
});
