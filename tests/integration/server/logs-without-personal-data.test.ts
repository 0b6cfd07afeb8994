// No personal data in the logs (issue 42, item 6): `npm start`'s server (src/server/start.ts with
// the embedded backend) takes a join application, a newsletter sign-up (and one it refuses), a
// contact message, an invitation request, a password sign-in and a sign-in link, sent as the
// site's forms send them, with names in Arabic and emoji and plus-addressed mail, and runs the jobs
// they queue (mails) to the end; then everything the server wrote to stdout and stderr holds none
// of the addresses, names, phone numbers or companies, while the access log has a line for each
// request.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toEventRequestRow } from '~/lib/submissions/event-request.ts';
import { joinApplicationSchema } from '~/lib/submissions/join-schema.ts';
import { toMembershipRequestRow } from '~/lib/submissions/membership-request.ts';
import { splitFullName } from '~/lib/submissions/split-full-name.ts';
import { PRIVACY_NOTICE_VERSION } from '~/lib/privacy/notice-version.ts';
import { startSite, writeStandInBuild, type Site } from '../support/site-server.ts';

const MAIL_KEY = 'logs-test-mail-page-key-not-for-real-installs';

const applicant = {
  fullName: 'سارة الحدّاد',
  email: 'sara.haddad+join@example.org',
  phone: '+966 55 431 2087',
  company: 'شركة النخيل للاستثمار',
};
const subscriber = {
  fullName: 'Layla 🌙 Qasim',
  email: 'layla.qasim+news@example.net',
  phone: '+971 50 918 2736',
};
const writer = { name: 'Omar Farouk 🦅', email: 'omar+contact@example.com' };
const guest = {
  name: 'هند العتيبي',
  email: 'hind.otaibi+forum@example.org',
  phone: '+966 54 776 1203',
  company: 'Falcon Ventures ✈️',
};
const member = { email: 'noor.member+signin@example.org', password: 'Sesame-4812-open!' };
const refused = 'not-an-address+🙂@';

/** Everything that must never appear, as typed and as a URL would escape it. */
const NEEDLES = [
  ...[applicant, subscriber, writer, guest, member].flatMap((person) => Object.values(person)),
  ...[applicant.fullName, subscriber.fullName, guest.name].flatMap((name) => name.split(' ')),
  refused,
]
  // A lone emoji is nobody's; every word of three letters or more is.
  .filter((value) => /[\p{L}\p{N}]{3}/u.test(value))
  .flatMap((value) => [value, encodeURIComponent(value)]);

let folder: string;
let site: Site;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'majlis-logs-'));
  // Two of the routes the build writes, so these pages' lines carry their patterns.
  writeStandInBuild(folder, [
    { pattern: '/pass/[token]', regex: '^\\/pass\\/([^/]+?)$' },
    { pattern: '/unsubscribe', regex: '^\\/unsubscribe$' },
  ]);
  site = await startSite(folder, { SUPABASE_MAIL_PAGE_KEY: MAIL_KEY });
});

afterAll(async () => {
  await site?.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function mailedTo(): Promise<string[]> {
  const response = await fetch(`${site.url}/_mail.json?key=${MAIL_KEY}`);
  const mails = (await response.json()) as { to: string }[];
  return mails.map((mail) => mail.to);
}

it('writes no address, name, phone or company to stdout or stderr', async () => {
  const keys = JSON.parse(readFileSync(path.join(folder, 'data', 'keys.json'), 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const visitor = createClient(site.url, keys.anonKey, options);

  const application = joinApplicationSchema.parse({
    ...applicant,
    role: 'advisor',
    linkedinUrl: 'linkedin.com/in/sara-haddad-riyadh',
    referredBy: 'عبدالله الشمري',
    additionalInfo: 'أعمل في الاستثمار الجريء 🚀 100% sure',
    website: '',
  });
  const join = await visitor.from('membership_requests').insert({
    ...toMembershipRequestRow(application),
    privacy_notice_version: PRIVACY_NOTICE_VERSION,
    locale: 'ar',
  });
  expect(join.error).toBeNull();

  const { firstName, lastName } = splitFullName(subscriber.fullName);
  const signup = {
    first_name: firstName,
    last_name: lastName,
    phone: subscriber.phone,
    marketing_consent: true,
    notice_version: PRIVACY_NOTICE_VERSION,
    locale: 'en',
  };
  expect(
    (await visitor.rpc('subscribe_newsletter', { ...signup, email: subscriber.email })).error,
  ).toBeNull();
  // A refusal's error path logs too: it must not echo the value.
  expect(
    (await visitor.rpc('subscribe_newsletter', { ...signup, email: refused })).error,
  ).not.toBeNull();

  const contact = await visitor.from('contact_messages').insert({
    ...writer,
    message: 'مرحباً، أود التواصل بخصوص الشراكة 🤝 (#42, 50% off?)',
    privacy_notice_version: PRIVACY_NOTICE_VERSION,
    locale: 'ar',
  });
  expect(contact.error).toBeNull();

  const request = await visitor.from('event_requests').insert({
    ...toEventRequestRow(
      { ...guest, role: 'founder', interests: 'FinTech 💳 و العقارات', website: '' },
      { eventType: 'forum', slug: 'capital-culture-riyadh' },
    ),
    privacy_notice_version: PRIVACY_NOTICE_VERSION,
    locale: 'ar',
  });
  expect(request.error).toBeNull();

  const service = createClient(site.url, keys.serviceRoleKey, options);
  const created = await service.auth.admin.createUser({
    email: member.email,
    password: member.password,
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  const signedIn = await visitor.auth.signInWithPassword(member);
  expect(signedIn.error).toBeNull();
  expect(
    (await visitor.auth.signInWithPassword({ ...member, password: 'wrong' })).error,
  ).not.toBeNull();
  expect((await visitor.auth.signInWithOtp({ email: member.email })).error).toBeNull();

  // Pages whose path or query holds a token or an address.
  await fetch(`${site.url}/pass/q5V0xJm2Lw8_${encodeURIComponent(guest.email)}`);
  await fetch(
    `${site.url}/unsubscribe?token=3b1f9c0e&email=${encodeURIComponent(subscriber.email)}`,
  );

  // The queued mails are sent (their jobs have run), to each address that gets one (a contact
  // message gets none).
  const mailed = [applicant.email, subscriber.email, guest.email, member.email];
  await expect
    .poll(mailedTo, { timeout: 30_000, interval: 250 })
    .toEqual(expect.arrayContaining(mailed));
  // Shutdown lines are part of the log.
  await site.stop();

  const output = site.output();
  const lower = output.toLowerCase();
  const hits = NEEDLES.filter((needle) => lower.includes(needle.toLowerCase()));
  expect(hits).toEqual([]);

  // And the log is there to be scanned: one access line per request, by pattern.
  const access = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { message: string; requestId?: string; detail?: unknown })
    .filter((line) => line.message === 'request');
  const routes = access.map((line) => (line.detail as { route: string }).route);
  expect(routes).toEqual(
    expect.arrayContaining([
      '/rest/v1/:table',
      '/rest/v1/rpc/:function',
      '/auth/v1/token',
      '/auth/v1/otp',
      '/pass/[token]',
      '/unsubscribe',
    ]),
  );
  expect(access.every((line) => typeof line.requestId === 'string')).toBe(true);
});
