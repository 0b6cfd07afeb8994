// A campaign end to end on its own embedded backend (issue 43): people subscribe and confirm as on
// the site, staff queue a campaign to a mixed audience, the job runner sends it, and every
// outbound campaign mail is scanned: the consenting get it once, in their language, with one-click
// unsubscribe; the unconsenting, the withdrawn, the suppressed and the erased never do. A one-click
// unsubscribe (src/server/unsubscribe-route.ts) between two sends stops the second for that person.
// The functions' outbox writer writes a keyed mail once (…_campaign_mail_exactly_once.sql).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../../supabase/functions/_shared/mail/outbox-mailer.ts';
import type { FunctionsClient } from '../../../supabase/functions/_shared/types.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { uniqueEmail } from './support.ts';
import {
  oneClick,
  startUnsubscribeSite,
  waitFor as waitUpTo,
  type UnsubscribeSite,
} from './unsubscribe-site.ts';

interface CampaignMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
}

const waitFor = <T>(read: () => Promise<T>, done: (value: T) => boolean) =>
  waitUpTo(read, done, 30_000);

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;
let site: UnsubscribeSite;

const people = {
  english: uniqueEmail('noura+news'),
  arabic: uniqueEmail('faisal'),
  noConsent: uniqueEmail('no-consent'),
  withdrawn: uniqueEmail('withdrawn'),
  suppressed: uniqueEmail('suppressed'),
  erased: uniqueEmail('erased'),
};

beforeAll(async () => {
  backend = await startBackend({ ownProcess: true });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  staff = await createTestUser(backend, { staff: true });
  site = await startUnsubscribeSite(backend);

  await subscribeAndConfirm('Noura', people.english, 'en');
  await subscribeAndConfirm('فيصل', people.arabic, 'ar');
  await subscribeAndConfirm('Omar', people.withdrawn, 'en');
  await subscribeAndConfirm('Lina', people.suppressed, 'en');
  await subscribeAndConfirm('Huda', people.erased, 'ar');
  // Withdrawn by the welcome mail's own one-click link.
  const [welcome] = await mails(people.withdrawn, 'send-newsletter-welcome');
  expect((await oneClick(linkOnSite(welcome!))).status).toBe(200);
  // Erased: nothing of the person stays but the suppressed address.
  for (const email of [people.erased, people.suppressed]) {
    const erased = await staff.client.rpc('erase_personal_data', { email, override: true });
    expect(erased.error).toBeNull();
  }
  // A suppressed address staff add again as a contact, and a contact who never consented.
  for (const [email, first] of [
    [people.suppressed, 'Lina'],
    [people.noConsent, 'Sami'],
  ] as const) {
    const added = await staff.client
      .from('contacts')
      .insert({ first_name: first, last_name: 'Test', email, source: 'manual' });
    expect(added.error).toBeNull();
  }
}, 120_000);

afterAll(async () => {
  await site?.close();
  await backend?.stop();
});

async function subscribeAndConfirm(first: string, email: string, locale: 'en' | 'ar') {
  const { error } = await anon.rpc('subscribe_newsletter', {
    first_name: first,
    last_name: 'Al-Harbi',
    email,
    marketing_consent: true,
    notice_version: '2',
    locale,
  });
  expect(error).toBeNull();
  const { data: signup } = await service
    .from('newsletter_signups')
    .select('id')
    .eq('email', email.toLowerCase())
    .single();
  const token = await service.rpc('issue_newsletter_signup_token', { signup_id: signup!.id });
  const confirmed = await anon.rpc('confirm_newsletter_signup', { token: token.data });
  expect(confirmed.data).toBe('confirmed');
  await waitFor(
    () => mails(email, 'send-newsletter-welcome'),
    (found) => found.length === 1,
  );
}

async function mails(email: string | null, tag = 'send-campaign-mail'): Promise<CampaignMail[]> {
  let query = service
    .from('mail_outbox')
    .select('to_address, subject, text_body, html_body, headers')
    .eq('tag', tag);
  if (email) query = query.ilike('to_address', email);
  const { data, error } = await query.order('created_at');
  if (error) throw new Error(`Could not read the outbox: ${error.message}`);
  return data;
}

function linkOnSite(mail: CampaignMail): string {
  return site.linkOf(mail.headers);
}

async function newCampaign(subject: string, scheduledAt?: Date): Promise<string> {
  const { data, error } = await staff.client
    .from('campaigns')
    .insert({
      sender_name: 'فريق المجلس',
      subject_en: `${subject}: a seat is open 🎉`,
      subject_ar: `${subject}: مقعد متاح 🎉`,
      body_en: 'A seat is open at the March dinner.\n\nRequest it on the event page.',
      body_ar: 'يوجد مقعد متاح في عشاء مارس مع LEAP 2026.\n\nاطلبه من صفحة الفعالية.',
      audience: {},
      ...(scheduledAt ? { scheduled_at: scheduledAt.toISOString() } : {}),
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function outcomes(campaignId: string): Promise<Record<string, string>> {
  const { data } = await service
    .from('campaign_recipients')
    .select('email, outcome')
    .eq('campaign_id', campaignId)
    .eq('test', false);
  return Object.fromEntries((data ?? []).map((row) => [row.email, row.outcome]));
}

describe('a campaign to a mixed audience', () => {
  it('reaches the consenting once each, in their language, with one-click unsubscribe', async () => {
    const audience = await staff.client.rpc('campaign_audience', { rule: {} });
    expect(audience.data).toMatchObject({ count: 2 });

    const test = await staff.client.rpc('send_campaign_test', {
      campaign_id: await newCampaign('Test'),
    });
    expect(test.error).toBeNull();
    const tests = await waitFor(
      () => mails(staff.email),
      (found) => found.length === 2,
    );
    expect(tests.map((mail) => mail.subject).sort()).toEqual([
      'Test: a seat is open 🎉',
      'Test: مقعد متاح 🎉',
    ]);

    const id = await newCampaign('March');
    const queued = await staff.client.rpc('queue_campaign', { campaign_id: id });
    expect(queued.data).toBe(2);
    expect((await staff.client.rpc('queue_campaign', { campaign_id: id })).data).toBe(0);
    await waitFor(
      () => outcomes(id),
      (found) => Object.values(found).every((outcome) => outcome === 'sent'),
    );
    // A recipient is marked sent once its mail is written; the mails are read until both show
    // (a third would still show below).
    const sent = await waitFor(
      async () => (await mails(null)).filter((mail) => mail.subject.startsWith('March')),
      (found) => found.length >= 2,
    );
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(
      [people.english, people.arabic].map((email) => email.toLowerCase()).sort(),
    );
    const arabic = sent.find((mail) => mail.to_address === people.arabic.toLowerCase())!;
    const english = sent.find((mail) => mail.to_address === people.english.toLowerCase())!;
    expect(arabic.subject).toBe('March: مقعد متاح 🎉');
    expect(arabic.html_body).toContain('dir="rtl"');
    expect(arabic.html_body).toContain('<span dir="ltr">LEAP 2026</span>');
    expect(arabic.text_body).toContain('إلغاء');
    expect(english.subject).toBe('March: a seat is open 🎉');
    expect(english.text_body).toContain('Dear Noura,');
    for (const mail of sent) {
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=[0-9a-f]{64}>$/);
      expect(mail.text_body).toContain(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]);
    }
    expect(arabic.headers['List-Unsubscribe']).toContain('/ar/unsubscribe');
  }, 90_000);

  it('an unsubscribe between two sends stops the second for that person only', async () => {
    // Scheduled a few seconds ahead: the audience is fixed when its time comes (queue-campaign).
    const id = await newCampaign('April', new Date(Date.now() + 4_000));
    expect((await staff.client.rpc('queue_campaign', { campaign_id: id })).data).toBe(0);
    const [march] = (await mails(people.english)).filter((m) => m.subject.startsWith('March'));
    expect((await oneClick(linkOnSite(march!))).status).toBe(200);
    const done = await waitFor(
      () => outcomes(id),
      (found) =>
        Object.keys(found).length > 0 &&
        Object.values(found).every((outcome) => outcome !== 'queued'),
    );
    // The one who unsubscribed is no longer in the audience at its time.
    expect(done).toEqual({ [people.arabic.toLowerCase()]: 'sent' });
    const april = (await mails(null)).filter((mail) => mail.subject.startsWith('April'));
    expect(april.map((mail) => mail.to_address)).toEqual([people.arabic.toLowerCase()]);
  }, 90_000);

  it("the functions' outbox writer (the hosted path, through REST) keeps one mail per key", async () => {
    const outbox = createOutboxMailer(service as FunctionsClient);
    const key = `campaign-recipient/${crypto.randomUUID()}`;
    const to = uniqueEmail('once');
    const mail = { to, subject: 'Once', text: 'Once.', tag: 'send-campaign-mail' };
    await outbox.send({ ...mail, idempotencyKey: key });
    await outbox.send({ ...mail, text: 'A retry, with fresh links.', idempotencyKey: key });
    const { data, error } = await service
      .from('mail_outbox')
      .select('text_body')
      .eq('idempotency_key', key);
    expect(error).toBeNull();
    expect(data).toEqual([{ text_body: 'Once.' }]);
    await service.from('mail_outbox').delete().eq('idempotency_key', key);
  });

  it('every campaign mail went to a consenting person or the staff member, once per campaign', async () => {
    const all = await mails(null);
    const never = [people.noConsent, people.withdrawn, people.suppressed, people.erased];
    for (const mail of all) expect(never).not.toContain(mail.to_address);
    const keys = all.map((mail) => `${mail.to_address} ${mail.subject}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
