// Mails in the language the person used (issue 28), through the real backend and its job runner:
// a visitor's anon insert (or the newsletter RPC) with locale 'ar' is answered in Arabic, and so
// are staff's decisions on it and, after an approval, the invitation with its calendar entry.
// A request without a locale, or with 'en', still gets the English mail byte for byte.
import type { SupabaseClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventPlaceIn,
  eventTitleIn,
} from '../../../supabase/functions/_shared/events/event-row.ts';
import { ltrLink } from '../../../supabase/functions/_shared/mail/bidi.ts';
import { networkConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/network-confirmation.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { setEvent } from '../support/events.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { uniqueEmail } from './support.ts';

const SLUG = 'leap-dinner';
const ARABIC = /[\u0600-\u06FF]/g;

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;

beforeAll(async () => {
  backend = await startBackend({ env: { SUPABASE_JOB_POLL_MS: '200' } });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  staff = await createTestUser(backend, { staff: true });
});

afterAll(async () => {
  await backend?.stop();
});

interface Mail {
  subject: string;
  text_body: string;
  html_body: string | null;
  tag: string;
  attachments: { filename: string; content: string }[] | null;
}

/** The first mail with `tag` to `email`, once the job runner has sent it. */
async function mailTagged(email: string, tag: string): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { data, error } = await service
      .from('mail_outbox')
      .select('subject, text_body, html_body, tag, attachments')
      .eq('to_address', email)
      .eq('tag', tag)
      .order('created_at');
    if (error) throw new Error(error.message);
    if (data[0]) return data[0];
    if (Date.now() > deadline) throw new Error(`No ${tag} mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function expectArabic(mail: Mail): void {
  expect(mail.subject.match(ARABIC)?.length ?? 0).toBeGreaterThan(3);
  expect(mail.html_body).toContain('<html lang="ar" dir="rtl">');
  expect(mail.text_body.match(ARABIC)?.length ?? 0).toBeGreaterThan(80);
  expect(mail.text_body).toContain('مع أطيب التحيات،');
  expect(mail.text_body).toContain(ltrLink(`${backend.url}/ar`));
}

async function idOf(table: 'membership_requests' | 'event_requests', email: string) {
  const { data, error } = await service.from(table).select('id').eq('email', email).single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function apply(email: string, locale?: 'ar' | 'en'): Promise<void> {
  const { error } = await anon.from('membership_requests').insert({
    first_name: 'سارة',
    last_name: 'الحداد',
    email,
    phone_number: '+966500000001',
    company: 'شركة الأفق [KSA] #1',
    title: 'مؤسسة',
    ...(locale ? { locale } : {}),
  });
  expect(error).toBeNull();
}

describe('mails in the language of the request', () => {
  it('a join application in Arabic: the confirmation, then the decision, in Arabic', async () => {
    const email = uniqueEmail('arabic.join');
    await apply(email, 'ar');
    const confirmation = await mailTagged(email, 'send-network-confirmation');
    expectArabic(confirmation);
    expect(confirmation.subject).toBe('تلقّينا طلب انضمامك إلى Majlis Network');
    // The company's Latin run isolated inside it (isolateLatinRuns).
    expect(confirmation.html_body).toContain(
      '<bdi>شركة الأفق [<span dir="ltr">KSA</span>] #1</bdi>',
    );

    const { error } = await staff.client.rpc('decide_membership_request', {
      request_id: await idOf('membership_requests', email),
      decision: 'waitlist',
    });
    expect(error).toBeNull();
    const decision = await mailTagged(email, 'send-membership-status');
    expectArabic(decision);
    expect(decision.subject).toBe('طلب انضمامك إلى Majlis Network: في قائمة الانتظار');
  });

  it('an Arabic approval: the set-password mail and the welcome, both in Arabic', async () => {
    const email = uniqueEmail('arabic.member');
    await apply(email, 'ar');
    const { error } = await staff.client.rpc('decide_membership_request', {
      request_id: await idOf('membership_requests', email),
      decision: 'approved',
    });
    expect(error).toBeNull();
    const invitation = await mailTagged(email, 'create-approved-member');
    expectArabic(invitation);
    expect(invitation.html_body).toContain('>تعيين كلمة المرور</a>');
    const welcome = await mailTagged(email, 'send-membership-status');
    expectArabic(welcome);
    expect(welcome.subject).toBe('مرحبًا بك في Majlis Network: تمت الموافقة على طلبك');
  });

  it('an Arabic event request declined: the decision in Arabic', async () => {
    const email = uniqueEmail('arabic.declined');
    const { error } = await anon
      .from('event_requests')
      .insert({ name: 'نور', email, event_type: 'forum', locale: 'ar' });
    expect(error).toBeNull();
    const decided = await staff.client.rpc('decide_event_request', {
      request_id: await idOf('event_requests', email),
      decision: 'rejected',
    });
    expect(decided.error).toBeNull();
    const mail = await mailTagged(email, 'send-event-status');
    expectArabic(mail);
    expect(mail.subject).toBe('طلبك لحضور منتدى الأعمال');
  });

  it('an application without a locale, or in English, gets the English mail unchanged', async () => {
    const site = { siteName: 'Majlis Network', siteUrl: backend.url };
    for (const locale of [undefined, 'en'] as const) {
      const email = uniqueEmail('english.join');
      await apply(email, locale);
      const mail = await mailTagged(email, 'send-network-confirmation');
      const expected = networkConfirmationMail(
        { firstName: 'سارة', company: 'شركة الأفق [KSA] #1' },
        site,
      );
      expect(mail.subject).toBe(expected.subject);
      expect(mail.text_body).toBe(expected.text);
      expect(mail.html_body).toBe(expected.html);
      expect(mail.html_body).toContain('<html lang="en">');
    }
  });

  it('a newsletter sign-up in Arabic: the confirmation link to the Arabic page, then the welcome with its unsubscribe link', async () => {
    const email = uniqueEmail('arabic.news');
    const { error } = await anon.rpc('subscribe_newsletter', {
      first_name: 'ليلى',
      last_name: 'العلي',
      email,
      marketing_consent: true,
      notice_version: '2',
      locale: 'ar',
    });
    expect(error).toBeNull();
    const confirmation = await mailTagged(email, 'send-newsletter-confirmation');
    expectArabic(confirmation);
    const token = /\/ar\/newsletter\/confirm\?token=([0-9a-f]{64})/.exec(
      confirmation.text_body,
    )?.[1];
    expect((await anon.rpc('confirm_newsletter_signup', { token: token! })).data).toBe('confirmed');
    const mail = await mailTagged(email, 'send-newsletter-welcome');
    expectArabic(mail);
    expect(mail.text_body).toMatch(/إلغاء الاشتراك: \u2066http[^\u2069]+\/unsubscribe\?token=/);
    expect(mail.html_body).toContain('>إلغاء الاشتراك</a>');
  });

  it('an event request in Arabic: the confirmation, then on approval the invitation and its calendar entry in Arabic', async () => {
    const email = uniqueEmail('arabic.guest');
    const { error } = await anon.from('event_requests').insert({
      name: 'نور آل سعود',
      email,
      event_type: 'dinner',
      event_slug: `${SLUG}-ar`,
      locale: 'ar',
    });
    expect(error).toBeNull();
    const confirmation = await mailTagged(email, 'send-event-confirmation');
    expectArabic(confirmation);
    expect(confirmation.subject).toBe('طلب دعوتك إلى عشاء الشبكة');

    // An evening of its own with the LEAP dinner's facts, ten days ahead.
    const event = await setEvent(service, `${SLUG}-ar`, {
      like: SLUG,
      starts_at: new Date(Date.now() + 10 * 24 * 3_600_000),
    });
    const approved = await staff.client.rpc('decide_event_request', {
      request_id: await idOf('event_requests', email),
      decision: 'approved',
    });
    expect(approved.error).toBeNull();
    const { data: invitation } = await staff.client
      .from('invitations')
      .select('language')
      .eq('email', email)
      .single();
    expect(invitation).toEqual({ language: 'ar' });

    const mail = await mailTagged(email, 'send-invitation');
    expectArabic(mail);
    const title = eventTitleIn(event, 'ar');
    expect(mail.subject).toBe(`دعوتك: ${title}`);
    expect(mail.text_body).toMatch(
      /الموعد: .+ \(\d+ .+ \d{4} هـ\)، \d+:\d\d [صم] \(بتوقيت الرياض\)/,
    );
    const ics = mail.attachments?.[0]?.content ?? '';
    const vevent = new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(title);
    // The venue in Arabic, in the mail and in the calendar entry.
    expect(mail.text_body).toContain(eventPlaceIn(event, 'ar'));
    expect(vevent.getFirstPropertyValue('location')).toBe(eventPlaceIn(event, 'ar'));
    expect(String(vevent.getFirstPropertyValue('description'))).toMatch(
      /^بطاقة دخولك \(أبرزها عند الباب\): http/,
    );
  });

  it('an English event request still gets English guest mails', async () => {
    const email = uniqueEmail('english.guest');
    const { error } = await anon
      .from('event_requests')
      .insert({ name: 'Nour Al-Saud', email, event_type: 'dinner', event_slug: `${SLUG}-en` });
    expect(error).toBeNull();
    const event = await setEvent(service, `${SLUG}-en`, {
      like: SLUG,
      starts_at: new Date(Date.now() + 10 * 24 * 3_600_000),
    });
    await staff.client.rpc('decide_event_request', {
      request_id: await idOf('event_requests', email),
      decision: 'approved',
    });
    const mail = await mailTagged(email, 'send-invitation');
    expect(mail.subject).toBe(`Your invitation: ${event.title_en}`);
    expect(mail.html_body).toContain('<html lang="en">');
    expect(mail.text_body).toMatch(/^Dear Nour,/);
  });
});
