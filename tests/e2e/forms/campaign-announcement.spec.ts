// An announcement reaches the event's request form (issue 43,
// docs/behaviour/campaigns.md#event-announcements): staff send a campaign that names an upcoming
// event to a consenting contact; the mail's button opens the event page in the contact's language
// with a token, the form fills in the contact's name, address and company, the token leaves the
// address bar, and the request sent from it is counted on the campaign. The page shows the form
// only in a build in which the event is ahead (BUILD_TIME=2025-01-01T00:00:00Z,
// tests/run-all.mjs); the database's row of the event is moved ahead for the spec
// (support/announcement.ts).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formWords } from '../../../src/lib/i18n/islands/forms.ts';
import { serviceClient } from '../crm/support.ts';
import {
  consentingContact,
  eventAheadInDatabase,
  staffClient,
  type Contact,
} from './support/announcement.ts';
import { mailsTo, toast, uniqueEmail } from './support/backend.ts';

const builtAt = process.env['BUILD_TIME'] ? new Date(process.env['BUILD_TIME']) : new Date();
const SLUG = 'majlis-business-forum';
const STARTS = new Date('2025-02-13T19:00:00+03:00');
const port = process.env['E2E_PORT'] ?? 4329;

const people = [
  {
    locale: 'en',
    first_name: 'Noura',
    last_name: 'Al-Qahtani',
    company: 'Palm & Co',
    page: `/events/${SLUG}`,
  },
  {
    locale: 'ar',
    first_name: 'فيصل',
    last_name: 'القحطاني',
    company: 'شركة النخلة',
    page: `/ar/events/${SLUG}`,
  },
] as const;

/** Every request the page makes that carries `token`, in its address or its body. */
function requestsCarrying(page: Page, token: string): string[] {
  const seen: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(token) || (sent.postData() ?? '').includes(token)) {
      seen.push(sent.url());
    }
  });
  return seen;
}

test.describe('an announcement opens the event form prefilled', { tag: '@build-date' }, () => {
  test.skip(STARTS <= builtAt, 'the event is past in this build: its page has no request form');
  test.skip(({ isMobile }) => isMobile, 'run once, on the desktop project');
  // Both tests move the one event's row ahead: one after the other.
  test.describe.configure({ mode: 'serial' });

  let restore: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    ({ restore } = await eventAheadInDatabase(SLUG));
  });
  test.afterAll(async () => {
    await restore?.();
  });

  for (const person of people) {
    test(`in ${person.locale === 'en' ? 'English' : 'Arabic'}: the link prefills the form, leaves the address bar and counts the request`, async ({
      page,
      request,
    }, testInfo) => {
      const words = formWords[person.locale];
      const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const audienceSlug = `announcement-${stamp}`;
      const contact: Contact = {
        first_name: person.first_name,
        last_name: person.last_name,
        company: person.company,
        locale: person.locale,
        email: uniqueEmail(testInfo, `announced-${person.locale}`).toLowerCase(),
      };
      await consentingContact(request, contact, audienceSlug);

      const staff = await staffClient(testInfo);
      const created = await staff
        .from('campaigns')
        .insert({
          sender_name: 'Sara, Majlis',
          subject_en: 'A seat is open at the forum',
          subject_ar: 'مقعد متاح في المنتدى',
          body_en: 'Request yours below.',
          body_ar: 'اطلب مقعدك أدناه.',
          audience: { invited_to: audienceSlug },
          event_slug: SLUG,
        })
        .select('id')
        .single();
      expect(created.error).toBeNull();
      const campaignId = created.data!.id as string;
      const queued = await staff.rpc('queue_campaign', { campaign_id: campaignId });
      expect(queued.error).toBeNull();
      expect(queued.data).toBe(1);

      // The mail, in the contact's language, and its button to the form with the token.
      let link = '';
      await expect(async () => {
        const mails = (await mailsTo(request, contact.email)).filter(
          (mail) => mail.tag === 'send-campaign-mail',
        );
        expect(mails).toHaveLength(1);
        const links = (mails[0] as unknown as { links: string[] }).links;
        const button = new RegExp(
          `^http://127\\.0\\.0\\.1:${port}${person.page}\\?token=[0-9a-f]{64}#register$`,
        );
        expect(links).toContainEqual(expect.stringMatching(button));
        link = links.find((href) => button.test(href))!;
      }).toPass({ timeout: 20_000 });
      const address = new URL(link);
      const token = address.searchParams.get('token')!;

      const carrying = requestsCarrying(page, token);
      await page.goto(`${address.pathname}${address.search}${address.hash}`);
      const form = page.locator('#register form');
      await expect(form.getByLabel(words.labels.fullName)).toHaveValue(
        `${person.first_name} ${person.last_name}`,
      );
      await expect(form.getByLabel(words.labels.email, { exact: true })).toHaveValue(contact.email);
      await expect(form.getByLabel(words.labels.company)).toHaveValue(person.company);
      // The token is gone from the address bar and the history entry; the form's anchor stays.
      expect(page.url()).toBe(`http://127.0.0.1:${port}${person.page}#register`);
      expect(await page.evaluate(() => window.location.search)).toBe('');

      await form.getByLabel(words.labels.phoneNumber).fill('+966 50 111 2222');
      await form.getByLabel(words.labels.role).selectOption('investor');
      await form.getByLabel(words.labels.interests).fill('The investors of the region.');
      await form.locator('button[type="submit"]').click();
      await expect(toast(page, words.eventRequest.forumSuccess)).toBeVisible();

      const { data: rows, error } = await serviceClient()
        .from('event_requests')
        .select('source, campaign_id, campaign_token, event_slug, name, company')
        .eq('email', contact.email);
      expect(error).toBeNull();
      expect(rows).toEqual([
        {
          source: 'campaign',
          campaign_id: campaignId,
          campaign_token: null,
          event_slug: SLUG,
          name: `${person.first_name} ${person.last_name}`,
          company: person.company,
        },
      ]);
      const results = await staff.rpc('campaign_results', { campaign_id: campaignId });
      expect(results.error).toBeNull();
      expect(results.data).toMatchObject({ requests: 1, outcomes: { sent: 1 } });

      // The token went only to this site (the page itself and the prefill's and request's calls),
      // and the server's log does not hold it (it names route patterns, never a query or body).
      expect(carrying.length).toBeGreaterThan(0);
      for (const url of carrying) expect(new URL(url).host).toBe(`127.0.0.1:${port}`);
      expect(readFileSync(`test-results/e2e-server-${port}.log`, 'utf8')).not.toContain(token);
    });
  }

  test('a token that names nobody leaves the form empty and the request the page’s own', async ({
    page,
  }, testInfo) => {
    const token = 'f'.repeat(64);
    const notes: string[] = [];
    page.on('console', (message) => notes.push(message.text()));
    await page.goto(`/events/${SLUG}?token=${token}#register`);
    const form = page.locator('#register form');
    const words = formWords.en;
    await expect(form.getByRole('button', { name: 'Request an Invitation' })).toBeEnabled();
    await expect.poll(() => page.url()).toBe(`http://127.0.0.1:${port}/events/${SLUG}#register`);
    await expect
      .poll(() => notes.some((note) => note.includes('not valid for this event')))
      .toBe(true);
    expect(notes.join('\n')).not.toContain(token);
    for (const label of [words.labels.fullName, words.labels.company]) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(page.locator('[data-toast]')).toHaveCount(0);

    const email = uniqueEmail(testInfo, 'no-campaign');
    await form.getByLabel(words.labels.fullName).fill('Hessa Test');
    await form.getByLabel(words.labels.phoneNumber).fill('+966 50 111 2222');
    await form.getByLabel(words.labels.email, { exact: true }).fill(email);
    await form.getByLabel(words.labels.company).fill('Gulf Example Holdings');
    await form.getByLabel(words.labels.role).selectOption('investor');
    await form.getByLabel(words.labels.interests).fill('Meeting founders.');
    await form.getByRole('button', { name: 'Request an Invitation' }).click();
    await expect(toast(page, words.eventRequest.forumSuccess)).toBeVisible();
    const { data } = await serviceClient()
      .from('event_requests')
      .select('source, campaign_id')
      .eq('email', email.toLowerCase());
    expect(data).toEqual([{ source: 'event_page', campaign_id: null }]);
  });
});

test(
  'a visitor without a token loads no supabase-js until they use the form',
  { tag: '@build-date' },
  async ({ page }, testInfo) => {
    test.skip(STARTS <= builtAt, 'the event is past in this build: its page has no request form');
    test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
    const clientScripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/browser-client.')) clientScripts.push(sent.url());
    });
    await page.goto(`/events/${SLUG}#register`);
    const form = page.locator('#register form');
    await expect(form.getByRole('button', { name: 'Request an Invitation' })).toBeEnabled();
    await page.waitForLoadState('load');
    expect(clientScripts).toEqual([]);
    await form.getByLabel(formWords.en.labels.fullName).focus();
    await expect.poll(() => clientScripts.length).toBe(1);
  },
);
