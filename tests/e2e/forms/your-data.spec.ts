// A person's privacy request end to end (docs/behaviour/privacy-requests.md): asked on /your-data,
// the link read on the local mail page and confirmed by its button, the request seen in the CRM's
// Privacy tab with its due date, extended once with a reason (the mail on the mail page says it),
// then marked done.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDueDate } from '../../../supabase/functions/_shared/domain/format-due-date.ts';
import { createStaff, signInAt } from '../crm/support.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { E2E_MAIL_PAGE_KEY } from '../support/mail-page.ts';
import { mailsTo, selectRows, toast, uniqueEmail } from './support/backend.ts';

async function mailTagged(request: APIRequestContext, email: string, tag: string) {
  await expect
    .poll(async () => (await mailsTo(request, email)).some((m) => m.tag === tag))
    .toBe(true);
  return (await mailsTo(request, email)).find((m) => m.tag === tag) as unknown as {
    id: string;
    subject: string;
  };
}

/** The person asks to have their data deleted on /your-data and confirms by the mailed link. */
async function askAndVerify(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/your-data');
  await page.getByLabel('Delete my data').check();
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Details (optional)').fill('Everything from the 2025 forum — شكراً 🙏');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toContainText('Check your inbox');

  // The link, as the person reads it on the local mail page.
  const link = await mailTagged(request, email, 'send-privacy-verification');
  await page.goto(`/_mail?key=${E2E_MAIL_PAGE_KEY}`);
  await page.goto(`/_mail/${link.id}`);
  await expect(page.getByText(link.subject).first()).toBeVisible();
  const href = await page
    .getByRole('link', { name: /\/your-data\/verify\?token=/ })
    .first()
    .getAttribute('href');
  const verifyUrl = new URL(href!);
  await page.goto(`${verifyUrl.pathname}${verifyUrl.search}`);
  await expect(page.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('status')).toContainText('your request is confirmed');
}

test('ask on /your-data, confirm by the mailed link, staff extend once and mark it done', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  // A whole journey: a form, two mails, a sign-in and three staff steps.
  test.slow();
  const staff = await createStaff(testInfo);
  const email = uniqueEmail(testInfo, 'Your.Data');

  await page.goto('/your-data');
  await expectNoAxeViolations(page);
  await askAndVerify(page, request, email);
  const [row] = await selectRows(
    request,
    'privacy_requests',
    `select=due_at&email=eq.${encodeURIComponent(email.toLowerCase())}`,
  );
  const due = formatDueDate(String(row!['due_at']));
  await expect(page.getByRole('status')).toHaveText(
    `Thank you: your request is confirmed. We will answer by ${due} at the latest.`,
  );

  // Staff: the request in the Privacy tab with its due date.
  await signInAt(page, '/crm?tab=privacy', staff);
  const listed = page.getByTestId('privacy-request').filter({ hasText: email.toLowerCase() });
  await expect(listed).toContainText(due);
  // Days on Riyadh's calendar, as the person's mail counts them: 30 right after verification.
  await expect(listed).toContainText('30 days left');
  await listed.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy request' });
  await expect(dialog.getByTestId('privacy-trail')).toContainText('Opened');
  await expectNoAxeViolations(page);

  const reason = 'Our 2025 archive is restored from backup first (about two weeks).';
  await dialog.getByLabel('Days (1–30)').fill('14');
  await dialog.getByLabel('Reason (mailed to the person)').fill(reason);
  await dialog.getByRole('button', { name: 'Extend and mail the person' }).click();
  await expect(toast(page, 'Extended')).toBeVisible();
  await expect(dialog.getByTestId('privacy-due')).toContainText('extended to');
  await expect(dialog.getByRole('button', { name: 'Extend and mail the person' })).toHaveCount(0);

  // The extension mail on the mail page, with the reason.
  const notice = await mailTagged(request, email, 'send-privacy-extension');
  const mailPage = await page.context().newPage();
  await mailPage.goto(`/_mail/${notice.id}`);
  await expect(mailPage.getByText(reason).first()).toBeVisible();
  await mailPage.close();

  await dialog.getByLabel('What was done').fill('Erased on the request of the person.');
  await dialog.getByRole('button', { name: 'Mark done' }).click();
  await expect(toast(page, 'Marked done.')).toBeVisible();
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(listed).toContainText('Done');
});

test('a verified request is answered from its dialog: export, then erase, and the request stays', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  test.slow();
  const staff = await createStaff(testInfo);
  const email = uniqueEmail(testInfo, 'Erase.Me');
  await askAndVerify(page, request, email);

  await signInAt(page, '/crm?tab=privacy', staff);
  const listed = page.getByTestId('privacy-request').filter({ hasText: email.toLowerCase() });
  await listed.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy request' });
  await dialog.getByRole('button', { name: 'Export personal data' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(
      `^Exported \\d+ rows from \\d+ tables and 0 files; the link was mailed to ${email.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.$`,
    ),
  );
  await mailTagged(request, email, 'send-personal-data-export');

  await dialog.getByRole('button', { name: 'Erase this person' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Erase this person?' });
  await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(dialog).toContainText('Erased at the person’s request');
  await expect(dialog.getByRole('button', { name: 'Erase this person' })).toHaveCount(0);
  // The request stays, as the record that it was answered; the address is gone everywhere, so
  // there is no one to mail an extension to.
  await expect(dialog.getByRole('button', { name: 'Mark done' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Extend and mail the person' })).toHaveCount(0);
  // Its trail names every step, from its receipt to the erasure (each reading of the request is
  // a view, audited as 'Opened'; they are counted apart).
  const steps = dialog.getByTestId('privacy-trail').getByRole('listitem');
  await expect(steps.filter({ hasText: 'Personal data erased' })).toHaveCount(1);
  const actions = (await steps.allTextContents()).map((text) => text.split(' · ')[1]);
  expect(actions.filter((action) => action !== 'Opened')).toEqual([
    'Received from the Your data page',
    'Verified by the person',
    'Personal data exported (the link mailed to the person)',
    'Personal data erased',
  ]);
  expect(actions).toContain('Opened');
  expect(
    await selectRows(
      request,
      'privacy_requests',
      `select=id&email=eq.${encodeURIComponent(email.toLowerCase())}`,
    ),
  ).toEqual([]);
  expect(await mailsTo(request, email)).toEqual([]);
});

test('a request not yet confirmed from its mail waits apart, folded under its count', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const staff = await createStaff(testInfo);
  const email = uniqueEmail(testInfo, 'Not.Confirmed');
  await page.goto('/your-data');
  await page.getByLabel('See and copy my data').check();
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toContainText('Check your inbox');

  await signInAt(page, '/crm?tab=privacy', staff);
  const awaiting = page.getByTestId('awaiting-requests');
  const summary = awaiting.locator('summary');
  await expect(summary).toHaveText(/^Awaiting verification \(\d+\)$/);
  const row = page.getByTestId('privacy-request').filter({ hasText: email.toLowerCase() });
  // Folded: the request is in the page but not shown, and not among the requests staff act on.
  await expect(row).toHaveCount(1);
  await expect(row).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Privacy requests, open ones first by due date' }),
  ).not.toContainText(email.toLowerCase());
  // Opened from the keyboard, it shows the request as awaiting, due once verified.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(row).toBeVisible();
  await expect(row).toContainText('Awaiting verification');
  await expect(row).toContainText('Once verified');
  await expectNoAxeViolations(page);
});

test('a choice, an address and a send made before the form has its code are kept and sent', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const email = uniqueEmail(testInfo, 'Before.Code');
  // The form's code is held until everything is done on the served form.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/YourDataForm.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/your-data');
  await page.getByLabel('Correct my data').check();
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Details (optional)').fill('My title is now Director.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('form[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.getByRole('status')).toContainText('Check your inbox');
  const [row] = await selectRows(
    request,
    'privacy_requests',
    `select=kind,details&email=eq.${encodeURIComponent(email.toLowerCase())}`,
  );
  expect(row).toEqual({ kind: 'correction', details: 'My title is now Director.' });
});
