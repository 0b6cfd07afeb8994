// Newsletters and announcements in the staff app (issue 43; docs/behaviour/staff-app.md#the-campaigns-tab):
// staff write a campaign in English and Arabic, preview it in both, test-send it, send it to a
// segment; the right people get it once, in their language; one of them unsubscribes with the
// one-click POST (RFC 8058) of the mail they received while the rest are still going out, and the
// results count it. A contact without consent, a suppressed address and an erased person never
// get it, which the test checks by scanning every mail the server sent. A server of its own (a
// fresh database), so the audience is this test's contacts alone, with a campaign mail rate slow
// enough (20 a minute) that the send takes a while.
import { request as playwrightRequest, expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { axeViolations } from '../support/axe.ts';
import { startFreshServer, type FreshServer } from '../support/fresh-server.ts';
import { E2E_MAIL_PAGE_KEY } from '../support/mail-page.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  tag: string;
  headers: Record<string, string>;
}

const SEGMENT_STAGE = 'evaluation';

interface Person {
  first: string;
  last: string;
  email: string;
  locale?: 'en' | 'ar';
}

/** Real-world names: Arabic, an emoji, '#' and '%'. */
const RECIPIENTS = [
  { first: 'ليلى', last: 'حداد', email: 'layla.haddad+news@example.org', locale: 'ar' },
  { first: 'Omar 🌙', last: 'Al-Farsi', email: 'omar.alfarsi@example.org', locale: 'en' },
  { first: 'Sara', last: '#1 100%', email: 'sara+hash@example.org', locale: 'en' },
  { first: 'فيصل', last: 'القحطاني', email: 'faisal@example.org', locale: 'ar' },
] as const satisfies readonly Person[];
const OUTSIDER = { first: 'Dana', last: 'Outside', email: 'dana.outside@example.org' };
const NO_CONSENT = { first: 'Nadia', last: 'Noconsent', email: 'nadia.noconsent@example.org' };
const SUPPRESSED = { first: 'Samir', last: 'Suppressed', email: 'samir.suppressed@example.org' };
const ERASED = { first: 'Eman', last: 'Erased', email: 'eman.erased@example.org' };

const SUBJECT_EN = 'Dinner #3: 50% of seats left 🎉';
const SUBJECT_AR = 'عشاء المجلس: بقي ٥٠٪ من المقاعد 🎉';
const BODY_EN =
  '# A seat is open\n\nJoin us at **LEAP 2026**, 100% on us.\n\n- Dinner at 8\n- Talks at 9\n\n[Read more](https://example.org/leap)';
const BODY_AR = '## مقعد متاح\n\nانضم إلينا في **LEAP 2026**.\n\n- العشاء الساعة ٨';

/** A newsletter sign-up confirmed by its link, as a visitor makes one: the consent is given. */
async function subscribe(server: FreshServer, person: Person): Promise<void> {
  const anon = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const service = server.service();
  const signedUp = await anon.rpc('subscribe_newsletter', {
    first_name: person.first,
    last_name: person.last,
    email: person.email,
    marketing_consent: true,
    notice_version: '2',
    locale: person.locale ?? 'en',
  });
  expect(signedUp.error).toBeNull();
  const { data: signup } = await service
    .from('newsletter_signups')
    .select('id')
    .eq('email', person.email)
    .single();
  const token = await service.rpc('issue_newsletter_signup_token', { signup_id: signup!.id });
  const confirmed = await anon.rpc('confirm_newsletter_signup', { token: token.data });
  expect(confirmed.data).toBe('confirmed');
}

async function setStage(server: FreshServer, email: string, stage: string): Promise<void> {
  const { error } = await server.service().from('contacts').update({ stage }).eq('email', email);
  expect(error).toBeNull();
}

async function addContact(
  server: FreshServer,
  person: { first: string; last: string; email: string },
  stage: string,
): Promise<void> {
  const { error } = await server.service().from('contacts').insert({
    first_name: person.first,
    last_name: person.last,
    email: person.email,
    stage,
  });
  expect(error).toBeNull();
}

async function allMails(page: Page, server: FreshServer): Promise<Mail[]> {
  const response = await page.request.get(`${server.url}/_mail.json?key=${E2E_MAIL_PAGE_KEY}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

const campaignMails = async (page: Page, server: FreshServer) =>
  (await allMails(page, server)).filter((mail) => mail.tag === 'send-campaign-mail');

test('a bilingual campaign: previewed, test-sent, sent once to its consenting segment in each one’s language, an unsubscribe mid-send counted', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  test.slow();
  const server = await startFreshServer({ env: { MAIL_RATE_PER_MINUTE_OUTBOX: '20' } });
  try {
    const service = server.service();
    for (const person of [...RECIPIENTS, ERASED, SUPPRESSED]) {
      await subscribe(server, person);
      await setStage(server, person.email, SEGMENT_STAGE);
    }
    await subscribe(server, OUTSIDER);
    await addContact(server, NO_CONSENT, SEGMENT_STAGE);
    // Erased at their request: nothing of them stays but the suppressed address.
    for (const person of [ERASED, SUPPRESSED]) {
      const erased = await service.rpc('erase_personal_data', { email: person.email });
      expect(erased.error).toBeNull();
    }
    // The suppressed address added again as a lead, in the segment.
    await addContact(server, SUPPRESSED, SEGMENT_STAGE);

    const staff = { email: 'campaign-staff@example.com', password: 'staff password 1' };
    const created = await service.auth.admin.createUser({ ...staff, email_confirm: true });
    expect(created.error).toBeNull();
    await service.from('profiles').update({ role: 'staff' }).eq('id', created.data.user!.id);
    await page.goto(`${server.url}/login?next=%2Fcrm%3Ftab%3Dcampaigns`);
    await page.getByLabel('Email', { exact: true }).fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await page.waitForURL(`${server.url}/crm?tab=campaigns`);

    // The empty list, then a new draft, opened by its own address.
    await expect(
      page.getByText('No campaigns yet. Write the first with New campaign.'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New campaign' }).click();
    await expect(page).toHaveURL(/\?tab=campaigns&campaign=[0-9a-f-]{36}$/);
    const campaignId = new URL(page.url()).searchParams.get('campaign')!;
    const status = page.getByTestId('save-status');
    await expect(status).toHaveText('All changes saved');

    // Written in both languages; the Arabic fields are right to left.
    await page.getByLabel('Sender name').fill('فريق المجلس 🌙');
    await page.getByLabel('Subject (English)').fill(SUBJECT_EN);
    await page.getByLabel('Message (English)').fill(BODY_EN);
    const subjectAr = page.getByLabel('Subject (Arabic)');
    await expect(subjectAr).toHaveAttribute('dir', 'rtl');
    await expect(subjectAr).toHaveAttribute('lang', 'ar');
    await subjectAr.fill(SUBJECT_AR);
    await page.getByLabel('Message (Arabic)').fill(BODY_AR);

    // Over a limit: marked with its count, nothing cut, not saved until shortened.
    const long = 'x'.repeat(201);
    await page.getByLabel('Subject (English)').fill(long);
    await expect(page.getByText('201 characters: at most 200.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Subject (English)')).toHaveValue(long);
    await expect(status).toHaveText('Fix the fields marked below; what you wrote is kept.');
    await page.getByLabel('Subject (English)').fill(SUBJECT_EN);

    // The preview is the mail itself: English, then Arabic right to left, at a phone's width.
    const frame = page.frameLocator('[data-testid="mail-preview"]');
    await expect(frame.getByRole('heading', { name: 'A seat is open' })).toBeVisible();
    await expect(frame.locator('strong', { hasText: 'LEAP 2026' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      'https://example.org/leap',
    );
    await expect(page.getByTestId('preview-headers')).toContainText(SUBJECT_EN);
    // The mail's inline styles apply inside the frame (the heading's own size, not the default).
    await expect(frame.getByRole('heading', { name: 'A seat is open' })).toHaveCSS(
      'font-size',
      '22px',
    );
    await page
      .getByRole('group', { name: 'Preview language' })
      .getByRole('button', { name: 'Arabic' })
      .click();
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.getByRole('heading', { name: 'مقعد متاح' })).toBeVisible();
    await expect(page.getByTestId('preview-headers')).toContainText(SUBJECT_AR);
    await page
      .getByRole('group', { name: 'Preview width' })
      .getByRole('button', { name: 'Phone' })
      .click();
    await expect(page.getByTestId('mail-preview')).toHaveAttribute('data-width', 'phone');
    expect(await page.getByTestId('mail-preview').evaluate((element) => element.clientWidth)).toBe(
      390,
    );

    // The audience: the segment's consenting contacts only, counted as the choice changes.
    await expect(page.getByTestId('consent-note')).toContainText(
      'suppressed and erased addresses never are',
    );
    await page.getByRole('group', { name: 'Stage', exact: true }).getByLabel('Evaluation').check();
    const count = page.getByTestId('audience-count');
    await expect(count).toHaveText('4 recipients');
    const sample = page.getByTestId('audience-sample');
    for (const person of RECIPIENTS) await expect(sample).toContainText(person.email);
    for (const person of [NO_CONSENT, SUPPRESSED, ERASED, OUTSIDER])
      await expect(sample).not.toContainText(person.email);
    await page.getByRole('group', { name: 'Language', exact: true }).getByLabel('Arabic').check();
    await expect(count).toHaveText('2 recipients');
    await page.getByRole('group', { name: 'Language', exact: true }).getByLabel('Arabic').uncheck();
    await expect(count).toHaveText('4 recipients');

    // Saved by itself; a reload opens the same campaign with everything in it.
    await expect(status).toHaveText('All changes saved');
    await page.reload();
    await expect(page.getByLabel('Subject (Arabic)')).toHaveValue(SUBJECT_AR);
    await expect(page.getByLabel('Message (English)')).toHaveValue(BODY_EN);
    await expect(
      page.getByRole('group', { name: 'Stage', exact: true }).getByLabel('Evaluation'),
    ).toBeChecked();
    await expect(page.getByTestId('audience-count')).toHaveText('4 recipients');
    expect(await axeViolations(page)).toEqual([]);

    // A test to me: one mail in each language, to the staff member only.
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await expect
      .poll(
        async () => (await campaignMails(page, server)).filter((m) => m.to === staff.email).length,
      )
      .toBe(2);
    const tests = (await campaignMails(page, server)).filter((m) => m.to === staff.email);
    expect(tests.map((mail) => mail.subject).sort()).toEqual([SUBJECT_EN, SUBJECT_AR].sort());

    // Send now: the question states the count; the page becomes the campaign's record.
    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send this campaign?' });
    await expect(confirm).toContainText('It goes to 4 recipients now');
    await confirm.getByRole('button', { name: 'Send to 4' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText(/Sending|Sent/);
    await expect(page.getByTestId('no-tracking')).toContainText('No open or click tracking');

    // While it goes out, the first to receive it unsubscribes by the one-click POST of its mail.
    const received = async () =>
      (await campaignMails(page, server)).filter((mail) => mail.to !== staff.email);
    await expect
      .poll(async () => (await received()).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const first = (await received())[0]!;
    const sentBefore = (await received()).length;
    expect(sentBefore).toBeLessThan(RECIPIENTS.length);
    const header = first.headers['List-Unsubscribe'] ?? '';
    expect(first.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = new URL(header.slice(1, -1));
    const provider = await playwrightRequest.newContext();
    const answer = await provider.post(
      `${server.url}${unsubscribe.pathname}${unsubscribe.search}`,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
        maxRedirects: 0,
      },
    );
    expect(answer.status()).toBe(200);
    await provider.dispose();

    // Paused with mails still to go, then resumed.
    const results = page.getByTestId('campaign-results');
    const figure = (key: string) => results.locator(`[data-figure="${key}"] dd`);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText('Paused');
    await expect(figure('queued')).not.toHaveText('0');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText(/Sending|Sent/);

    // The results, live: all four sent once, one unsubscribed since, nothing failed.
    await expect(figure('sent')).toHaveText('4', { timeout: 60_000 });
    await expect(figure('queued')).toHaveText('0');
    await expect(figure('failed')).toHaveText('0');
    await expect(figure('unsubscribed')).toHaveText('1');
    await expect(page.getByTestId('campaign-status')).toHaveText('Sent');

    // Every mail the server sent: the four got it once, each in their language; the others never.
    const everything = await allMails(page, server);
    const ofCampaign = everything.filter(
      (mail) => mail.tag === 'send-campaign-mail' && mail.to !== staff.email,
    );
    expect(ofCampaign.map((mail) => mail.to).sort()).toEqual(
      RECIPIENTS.map((person) => person.email).sort(),
    );
    for (const person of RECIPIENTS) {
      const mail = ofCampaign.find((each) => each.to === person.email)!;
      expect(mail.subject).toBe(person.locale === 'ar' ? SUBJECT_AR : SUBJECT_EN);
      expect(mail.text).toContain(person.locale === 'ar' ? 'مقعد متاح' : 'A seat is open');
    }
    const never = [NO_CONSENT, SUPPRESSED, ERASED, OUTSIDER].map((person) => person.email);
    expect(
      everything.filter(
        (mail) =>
          never.includes(mail.to.toLowerCase()) &&
          (mail.tag === 'send-campaign-mail' || [SUBJECT_EN, SUBJECT_AR].includes(mail.subject)),
      ),
    ).toEqual([]);
    expect(
      everything
        .filter((mail) => mail.tag === 'send-campaign-mail')
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([...RECIPIENTS.map((person) => person.email), staff.email, staff.email].sort());

    // The recipients and outcomes as CSV, staff only.
    const csv = await page.request.get(`${server.url}/crm/campaigns/${campaignId}.csv`);
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + RECIPIENTS.length);
    expect(lines.join('\n')).toContain('layla.haddad+news@example.org,ليلى حداد,Arabic,Sent');
    const outsider = await playwrightRequest.newContext();
    expect((await outsider.get(`${server.url}/crm/campaigns/${campaignId}.csv`)).status()).toBe(
      401,
    );
    await outsider.dispose();

    // The list shows it with its counts.
    await page.getByRole('link', { name: 'All campaigns' }).click();
    const row = page.getByTestId('campaign-row').filter({ hasText: SUBJECT_EN });
    await expect(row).toContainText('Sent');
    await expect(row.getByRole('cell').nth(2)).toHaveText('4');

    // Another, scheduled for a Riyadh time, put back to a draft, scheduled again, then cancelled.
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByLabel('Subject (English)').fill('Ramadan majlis 🌙 #2');
    await page.getByLabel('Message (English)').fill('Join us.');
    await page.getByLabel('Subject (Arabic)').fill('مجلس رمضان 🌙');
    await page.getByLabel('Message (Arabic)').fill('انضم إلينا.');
    await page.getByRole('radio', { name: 'Schedule' }).check();
    await page.getByLabel('Schedule for (Riyadh time)').fill('2099-03-01T20:30');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const scheduleQuestion = page.getByRole('alertdialog', { name: 'Schedule this campaign?' });
    await expect(scheduleQuestion).toContainText('1 Mar 2099, 20:30 AST');
    await scheduleQuestion.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText('Scheduled');
    await expect(page.getByTestId('scheduled-for')).toHaveText(
      'Scheduled for 1 Mar 2099, 20:30 AST, Riyadh time. Its audience is fixed then.',
    );
    await page.getByRole('button', { name: 'Back to draft' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText('Draft');
    await expect(page.getByLabel('Subject (Arabic)')).toHaveValue('مجلس رمضان 🌙');
    await page.getByRole('radio', { name: 'Schedule' }).check();
    await page.getByLabel('Schedule for (Riyadh time)').fill('2099-03-01T20:30');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await scheduleQuestion.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText('Scheduled');
    await page.getByRole('button', { name: 'Cancel the campaign' }).click();
    const cancelQuestion = page.getByRole('alertdialog', { name: 'Cancel this campaign?' });
    await cancelQuestion.getByRole('button', { name: 'Cancel the campaign' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel the campaign' })).toBeHidden();
  } finally {
    await server.stop();
  }
});

test('on a 390 px phone the Campaigns tab and a draft fit the screen, and pass axe', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const server = await startFreshServer();
  try {
    const service = server.service();
    const staff = { email: 'campaign-phone@example.com', password: 'staff password 1' };
    const created = await service.auth.admin.createUser({ ...staff, email_confirm: true });
    expect(created.error).toBeNull();
    await service.from('profiles').update({ role: 'staff' }).eq('id', created.data.user!.id);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/login?next=%2Fcrm%3Ftab%3Dcampaigns`);
    await page.getByLabel('Email', { exact: true }).fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await page.waitForURL(`${server.url}/crm?tab=campaigns`);
    const fits = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    await expect(page.getByRole('button', { name: 'New campaign' })).toBeVisible();
    expect(await fits()).toBe(true);
    await page.getByRole('button', { name: 'New campaign' }).click();
    await expect(page.getByLabel('Subject (Arabic)')).toBeVisible();
    await page.getByLabel('Subject (English)').fill('Majlis 🌙 #1');
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    // The desktop preview is wider than the phone: it scrolls in its own box, not the page.
    expect(await fits()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard: the preview's switches are buttons reached and pressed from the keyboard.
    const arabic = page.getByRole('group', { name: 'Preview language' }).getByRole('button', {
      name: 'Arabic',
    });
    await arabic.focus();
    await page.keyboard.press('Enter');
    await expect(arabic).toHaveAttribute('aria-pressed', 'true');

    // Text that cannot be saved yet (over its limit) is not lost: leaving the editor and coming
    // back shows it, and the browser asks before the page closes.
    const long = `${'مرحبا '.repeat(40)}#1 100% 🌙`;
    await page.getByLabel('Subject (Arabic)').fill(long);
    await expect(page.getByTestId('save-status')).toHaveText(
      'Fix the fields marked below; what you wrote is kept.',
    );
    await page.getByRole('link', { name: 'All campaigns' }).click();
    await page.getByTestId('campaign-row').getByRole('link', { name: 'Majlis 🌙 #1' }).click();
    await expect(page.getByLabel('Subject (Arabic)')).toHaveValue(long);
    // A page that does not ask closes: waitForEvent then fails at once, by name.
    const asked = page.waitForEvent('dialog', { timeout: 10_000 }).then(async (dialog) => {
      const type = dialog.type();
      await dialog.dismiss();
      return type;
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  } finally {
    await server.stop();
  }
});
