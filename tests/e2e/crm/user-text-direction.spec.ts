// Text people typed reads in its own direction everywhere in the staff app (docs/behaviour/
// staff-app.md#text-in-arabic): every visible piece of Arabic text on the board, in the contact
// record (details, timeline, files), the Membership and Events tabs, a request's details, the
// All table and Inbound Contacts is laid out right to left inside the English pages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createStaff,
  insertContact,
  insertMembershipRequest,
  serviceClient,
  signInAt,
} from './support.ts';

const ARABIC = {
  first: 'نورة',
  last: `الهاشمي`,
  company: 'شركة الرياض للتقنية',
  title: 'مديرة المشاريع',
  note: 'اتصلت بها يوم الأحد 12 مايو\nوستزورنا في الرياض.',
  file: 'تقرير الربع الأول [نهائي] #2.pdf',
};

/**
 * The visible Arabic text under `root` whose box is not right to left. A text node counts when its
 * first strong character is Arabic, so English labels around it are not asked to turn. Returns
 * how many were checked too, so the test cannot pass on a screen with none.
 */
async function leftToRightArabic(root: Locator) {
  return root.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const wrong: string[] = [];
    let checked = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const strong = /[A-Za-z\u0600-\u06FF]/.exec(text)?.[0];
      const parent = node.parentElement;
      if (!strong || !/[\u0600-\u06FF]/.test(strong) || !parent) continue;
      if (parent.closest('.sr-only, option, script, style')) continue;
      if (!parent.getClientRects().length) continue;
      checked += 1;
      if (getComputedStyle(parent).direction !== 'rtl') wrong.push(text.trim());
    }
    return { checked, wrong };
  });
}

async function expectRightToLeft(root: Locator, atLeast: number) {
  const { checked, wrong } = await leftToRightArabic(root);
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(atLeast);
}

async function seed(run: string) {
  const db = serviceClient();
  const contactId = await insertContact({
    first_name: ARABIC.first,
    email: `bidi-${run}@example.com`,
    company: ARABIC.company,
  });
  await db
    .from('contacts')
    .update({ last_name: ARABIC.last, title: ARABIC.title })
    .eq('id', contactId);
  expect(
    (await db.from('contact_notes').insert({ contact_id: contactId, content: ARABIC.note })).error,
  ).toBeNull();
  expect(
    (
      await db.from('contact_attachments').insert({
        contact_id: contactId,
        filename: ARABIC.file,
        file_path: 'external-link',
        external_url: 'https://example.com/report.pdf',
      })
    ).error,
  ).toBeNull();
  await insertMembershipRequest({
    first_name: 'عائشة',
    last_name: `الأحمدي`,
    email: `bidi-m-${run}@example.com`,
    company: 'مجموعة جدة',
    title: 'مستشارة',
    additional_info: 'التقينا في منتدى الرياض 2025',
  });
  expect(
    (
      await db.from('event_requests').insert({
        name: 'إبراهيم مصطفى',
        email: `bidi-e-${run}@example.com`,
        event_type: 'dinner',
        company: 'شركة الدمام',
        interests: 'الطاقة المتجددة والمياه',
      })
    ).error,
  ).toBeNull();
  expect(
    (
      await db.from('contact_messages').insert({
        name: 'خالد العتيبي',
        email: `bidi-c-${run}@example.com`,
        message: 'أود معرفة المزيد عن العضوية.',
      })
    ).error,
  ).toBeNull();
  return { contactId };
}

async function recordOf(page: Page) {
  const record = page.getByRole('dialog', { name: `${ARABIC.first} ${ARABIC.last}` });
  // A cold page opening a record by its link: the app's code, the session and the record's read
  // come first, which took over 5 s with the full suite running beside it on two cores.
  await expect(record).toBeVisible({ timeout: 20_000 });
  return record;
}

test('Arabic names, companies, notes and file names read right to left', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one layout is enough for direction');
  // A tag of this run's rows, so the All table's search finds these and no earlier run's.
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { contactId } = await seed(run);
  // On the board, where the card is searched for after the record (the app opens on Overview).
  await signInAt(page, `/crm?tab=pipeline&contact=${contactId}`, await createStaff(testInfo));

  // The contact record: name, company, title, the note in the timeline, the file name.
  const record = await recordOf(page);
  await expect(record.getByText(ARABIC.title)).toBeVisible();
  await expect(record.getByText('وستزورنا في الرياض', { exact: false })).toBeVisible();
  await expectRightToLeft(record, 5);
  await record.getByRole('tab', { name: 'Attachments' }).click();
  await expect(record.getByTestId('attachments').getByText(ARABIC.file).first()).toBeVisible();
  await expectRightToLeft(record, 3);
  await page.keyboard.press('Escape');

  // The board's card (found by the search, in any spelling).
  await page.getByLabel('Search', { exact: true }).fill('نوره');
  const card = page.getByRole('button', { name: new RegExp(ARABIC.first) }).first();
  await expect(card).toBeVisible();
  await expectRightToLeft(page.locator('body'), 3);

  // The Membership and Events tabs (an earlier run's requests may stand beside this run's).
  await page.goto(`/crm?tab=membership`);
  await expect(page.getByRole('heading', { name: 'عائشة الأحمدي' }).first()).toBeVisible();
  await expectRightToLeft(page.locator('body'), 3);
  await page.goto(`/crm?tab=events`);
  await expect(page.getByRole('heading', { name: 'إبراهيم مصطفى' }).first()).toBeVisible();
  await expectRightToLeft(page.locator('body'), 3);

  // The All table, searched for this run's rows, and a request's details from it.
  await page.goto(`/crm?tab=all`);
  await page.getByLabel('Search everything').fill(`bidi ${run}`);
  const table = page.getByTestId('all-table');
  // One row once the (debounced) search applies: an earlier run's rows go.
  await expect(table.getByRole('button', { name: 'عائشة الأحمدي' })).toHaveCount(1);
  await expectRightToLeft(table, 8);
  await table.getByRole('button', { name: 'عائشة الأحمدي' }).click();
  const details = page.getByRole('dialog', { name: 'عائشة الأحمدي' });
  await expect(details.getByText('منتدى الرياض', { exact: false })).toBeVisible();
  await expectRightToLeft(details, 4);

  // Inbound contacts.
  await page.goto('/resources/inbound-contacts');
  await expect(page.getByRole('cell', { name: 'خالد العتيبي', exact: true }).first()).toBeVisible();
  await expectRightToLeft(page.locator('body'), 2);
});
