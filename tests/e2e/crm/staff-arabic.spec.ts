// The staff app in Arabic (docs/behaviour/staff-app.md#language): a staff member switches to
// Arabic in the header; the page comes back from the server with lang="ar" dir="rtl"; the
// Overview, the board (a card moved to the next stage with ←), a record, the membership and event
// reviews, the All table, the door screen and the printable guest list each pass axe and show no
// Latin-script word outside stored data (what people typed is shown with dir="auto", and is left
// out of the scan) and the brands and names on the site's allow-list. A mixed company name keeps
// its order on the card and in the record. Then back to English.
import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../../src/lib/crm/labels-ar.ts';
import { arValueLabels } from '../../../src/lib/crm/value-labels-ar.ts';
import { uniqueEmail } from '../auth/support/members.ts';
import { insertGuest } from '../check-in/support.ts';
import { undoAfterTest } from '../support/undo-after-test.ts';
import { axeViolations } from '../support/axe.ts';
import { allowedLatinWords, LATIN_WORD, latinWordsOn } from '../support/latin-words.ts';
import {
  card,
  column,
  createStaff,
  insertContact,
  insertEventRequest,
  insertMembershipRequest,
  liftWithKeys,
  serviceClient,
  signInAt,
} from './support.ts';

test.afterEach(() => undoAfterTest(test.info()));

test.skip(({ isMobile }) => isMobile, 'run once, on the desktop project');

/**
 * Terms the Arabic dictionary keeps in Latin letters on purpose (tests/unit/crm/labels-ar.test.ts
 * names them): the sales acronyms beside the stages' Arabic names, the file and paper kinds, and
 * the keys named as their caps read (the board's keyboard instructions).
 */
const KEPT_TERMS = new Set(['MQL', 'SQL', 'SQO', 'CSV', 'A4', 'Enter', 'Esc']);

/** Stored data: what people typed, shown with dir="auto" (names, companies, messages, e-mails). */
const STORED = '[dir="auto"], [data-testid="contact-card"] [dir="auto"]';

/**
 * The Latin words on the page outside stored data and the allow-listed brands and names, and
 * outside the data this test names (`named`: its rows' tag and names, which a label may quote, as
 * "Move <name> to stage" does).
 */
async function englishOn(page: Page, named: ReadonlySet<string>): Promise<string[]> {
  // A label may quote stored data shown elsewhere on the page ("Status of <name>"): the Latin
  // words of the page's stored data are data wherever they appear.
  const storedText = await page
    .locator(STORED)
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? '').join(' '));
  const stored = new Set(storedText.match(LATIN_WORD) ?? []);
  return (await latinWordsOn(page, STORED)).filter(
    (word) =>
      !allowedLatinWords.has(word) &&
      !KEPT_TERMS.has(word) &&
      !named.has(word) &&
      !stored.has(word),
  );
}

async function expectArabicAndAccessible(page: Page, where: string, named: ReadonlySet<string>) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await englishOn(page, named), `English words on ${where}`).toEqual([]);
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

async function storedLanguage(email: string): Promise<string | null> {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('staff_language')
    .eq('email', email)
    .single();
  expect(error).toBeNull();
  return data!.staff_language;
}

test('a staff member switches to Arabic and walks the app right to left, then back to English', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const name = `ليلى ${stamp}`;
  const company = 'شركة 180 Studios';
  const contactId = await insertContact({
    first_name: name,
    email: uniqueEmail(testInfo, 'arabic-contact'),
    stage: 'mql_lead',
    company,
  });
  // The contact's last name is "Test" (insertContact): it is stored data, shown with dir="auto".
  const contactName = `${name} Test`;
  const applicant = `سارة ${stamp}`;
  await insertMembershipRequest({
    first_name: applicant,
    last_name: 'العتيبي',
    email: uniqueEmail(testInfo, 'arabic-applicant'),
  });
  const guestRequest = `فهد ${stamp}`;
  await insertEventRequest({
    name: guestRequest,
    email: uniqueEmail(testInfo, 'arabic-guest'),
    event_type: 'dinner',
  });
  // An event no other spec counts the guests of (the door specs count Fireside Chats').
  const slug = 'vntr-investor-forum';
  const doorGuest = `نورة ${stamp}`;
  await insertGuest(testInfo, slug, doorGuest, { company });

  // The data this test stored and names: its tag, the contact's last name (insertContact's
  // "Test"), and the door guest's event, whose English title the All table's status quotes.
  const named = new Set([stamp, 'Test', 'VNTR', 'Investor', 'Forum', 'Riyadh']);

  const staff = await createStaff(testInfo);
  // The browser asks for English first, so the first visit is English and stores it; an English
  // page never fetches the Arabic words.
  const fetched: string[] = [];
  const noteFetch = (request: { url(): string }) => fetched.push(request.url());
  page.on('request', noteFetch);
  await signInAt(page, '/crm', staff);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('tab').first()).toHaveText('Overview');
  await expect(page.getByTestId('overview').getByTestId('overview-stage-counts')).toBeVisible({
    timeout: 30_000,
  });
  page.off('request', noteFetch);
  expect(fetched.filter((url) => /labels-ar/.test(url))).toEqual([]);
  expect(await storedLanguage(staff.email)).toBe('en');

  // The switch, reached by keyboard: the page comes back in Arabic from the server.
  const switchButton = page.getByTestId('language-switch');
  await expect(switchButton).toContainText('العربية');
  await switchButton.focus();
  page.on('request', noteFetch);
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(new RegExp(ar.app.relationshipManagement));
  expect(await storedLanguage(staff.email)).toBe('ar');
  page.off('request', noteFetch);
  expect(fetched.filter((url) => /labels-ar/.test(url)).length).toBeGreaterThan(0);

  // The Overview, the first tab.
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveText(ar.app.overview);
  const overview = page.getByTestId('overview');
  await expect(overview.getByTestId('overview-stage-counts')).toBeVisible({ timeout: 30_000 });
  await expect(overview.locator('[data-period][aria-busy="false"]')).toBeVisible();
  await expectArabicAndAccessible(page, 'the Overview', named);

  // The board: the mixed company name keeps "180 Studios" in order on the card.
  await page.getByRole('tab', { name: ar.app.pipeline }).click();
  const theCard = card(column(page, 'mql_lead'), name);
  await expect(theCard).toBeVisible({ timeout: 30_000 });
  // The board searched for this test's rows: other tests' cards quote their own names in labels.
  await page.getByRole('searchbox').fill(stamp);
  await expect(page.getByTestId('contact-card')).toHaveCount(1);
  await expect(theCard.getByTestId('card-company').locator('span[dir="ltr"]')).toHaveText(
    '180 Studios',
  );
  await expect(column(page, 'mql_lead').getByRole('heading').first()).toContainText(
    arValueLabels.pipelineStages.mql_lead.label,
  );
  await expectArabicAndAccessible(page, 'the board', named);

  // ← is the next stage in Arabic: the card goes from MQL Lead to SQL Qualification.
  await theCard.getByRole('button', { name: ar.pipeline.dragToAnotherStage(contactName) }).focus();
  // The instructions say so: in Arabic the left arrow (←) is the next stage.
  await expect(page.locator('#crm-dnd-instructions')).toContainText('←');
  await liftWithKeys(
    page,
    ar.pipeline.isOver(contactName, arValueLabels.pipelineStages.mql_lead.label),
  );
  await page.keyboard.press('ArrowLeft');
  await expect(
    page.getByRole('status').filter({
      hasText: ar.pipeline.isOver(
        contactName,
        arValueLabels.pipelineStages.sql_qualification.label,
      ),
    }),
  ).toBeAttached();
  await page.keyboard.press('Space');
  const guard = page.getByRole('alertdialog', { name: ar.shared.incompleteChecklistItems });
  await expect
    .poll(async () => {
      if (await guard.isVisible())
        await guard.getByRole('button', { name: ar.shared.proceedAnyway }).click();
      const { data } = await serviceClient()
        .from('contacts')
        .select('stage')
        .eq('id', contactId)
        .single();
      return data?.stage;
    })
    .toBe('sql_qualification');
  await expect(card(column(page, 'sql_qualification'), name)).toBeVisible();

  // The record: the company keeps its order there too.
  await card(column(page, 'sql_qualification'), name)
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  const record = page.getByRole('dialog', { name: contactName });
  await expect(record).toBeVisible();
  await expect(record.getByTestId('record-company').locator('span[dir="ltr"]')).toHaveText(
    '180 Studios',
  );
  await expect(record.getByTestId('timeline')).toBeVisible();
  await expectArabicAndAccessible(page, 'a record', named);
  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();

  // The reviews: membership applications, then event requests.
  await page.getByRole('tab', { name: new RegExp(ar.app.membership) }).click();
  await expect(page.getByText(applicant).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox').fill(stamp);
  await expect(page.getByText(applicant).first()).toBeVisible();
  await expectArabicAndAccessible(page, 'the membership review', named);
  await page.getByRole('tab', { name: new RegExp(ar.app.events) }).click();
  await expect(page.getByText(guestRequest).first()).toBeVisible({ timeout: 30_000 });
  await expectArabicAndAccessible(page, 'the event review', named);

  // The All table.
  await page.getByRole('tab', { name: ar.app.all }).click();
  await expect(page.getByTestId('all-range')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox').fill(stamp);
  // This test's four rows alone: the contact, the application, the request and the door's guest.
  await expect(page.getByTestId('all-table').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByRole('button', { name: contactName })).toBeVisible();
  await expectArabicAndAccessible(page, 'the All table', named);

  // The door screen, its own page, served in Arabic too.
  await page.goto(`/crm/check-in/${slug}`);
  await expect(page.getByText(doorGuest).first()).toBeVisible({ timeout: 30_000 });
  await expectArabicAndAccessible(page, 'the door screen', named);

  // The printable guest list, its page too.
  await page.goto(`/crm/guest-list/${slug}`);
  await expect(page.getByText(doorGuest).first()).toBeVisible();
  await expect(page.getByTestId('guest-list-counts')).toContainText(/[\u0600-\u06FF]/);
  await expectArabicAndAccessible(page, 'the printable guest list', named);

  // Back to English, from the header's switch (its name is English, marked so).
  await page.goto('/crm');
  const back = page.getByTestId('language-switch');
  await expect(back.locator('[lang="en"]')).toHaveText('English');
  await Promise.all([page.waitForEvent('load'), back.click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('tab').first()).toHaveText('Overview');
  expect(await storedLanguage(staff.email)).toBe('en');
});

test('a first visit follows the browser’s Arabic, and the choice is stored', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ locale: 'ar-SA' });
  const page = await context.newPage();
  const staff = await createStaff(testInfo);
  expect(await storedLanguage(staff.email)).toBeNull();
  await signInAt(page, '/crm?tab=pipeline', staff);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab').nth(1)).toHaveText(ar.app.pipeline);
  expect(await storedLanguage(staff.email)).toBe('ar');
  await context.close();
});

test('in Arabic the digits switch shows Arabic-Indic digits, kept on the profile', async ({
  page,
}, testInfo) => {
  const staff = await createStaff(testInfo);
  await serviceClient().from('profiles').update({ staff_language: 'ar' }).eq('email', staff.email);
  await signInAt(page, '/crm?tab=pipeline', staff);
  const counts = page.getByTestId('stage-count');
  await expect(counts.first()).toHaveText(/^[0-9]+$/);
  const digits = page.getByTestId('digits-switch');
  await expect(digits).toHaveText(ar.app.useArabicIndicDigits);
  await Promise.all([page.waitForEvent('load'), digits.click()]);
  await expect(counts.first()).toHaveText(/^[٠-٩]+$/);
  await expect(page.getByTestId('digits-switch')).toHaveText(ar.app.useWesternDigits);
  const { data } = await serviceClient()
    .from('profiles')
    .select('staff_language, staff_digits')
    .eq('email', staff.email)
    .single();
  expect(data).toEqual({ staff_language: 'ar', staff_digits: 'arab' });
  expect(await axeViolations(page, '[data-testid="pipeline-board"]')).toEqual([]);
});
