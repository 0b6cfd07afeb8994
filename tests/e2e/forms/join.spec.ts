import { expect, test } from '@playwright/test';
import { joinMessages, throttledMessage } from '../../../src/lib/submissions/messages.ts';
import { ROLE_PLACEHOLDER } from '../../../src/lib/submissions/roles.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { failRestWrites, mailsTo, rowsFor, toast, uniqueEmail } from './support/backend.ts';
import { applicant, fillAndSubmit, joinDialog, openFromHero } from './support/join.ts';

test.describe('join modal', () => {
  test('stores an application, confirms it and resets to step 1', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'join');
    // The follow-up work is the server's (after-insert jobs): the browser calls no function.
    const functionCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/functions/v1/')) functionCalls.push(sent.url());
    });
    await openFromHero(page);
    await fillAndSubmit(page, applicant(email));

    await expect(toast(page, joinMessages.success)).toBeVisible();
    await expect(joinDialog(page)).toBeHidden();

    const [row] = await rowsFor(request, 'membership_requests', email);
    expect(row).toMatchObject({
      first_name: 'Layla',
      last_name: 'Al Saud Test',
      phone_number: '+966 50 000 0000',
      company: 'Example Trading Co',
      title: 'founder',
      industry: 'technology',
      linkedin_url: 'https://linkedin.com/in/example-person',
      referred_by: 'A current member',
      additional_info: 'Landing in Riyadh next quarter.',
      request_status: 'pending',
    });
    // The insert queued the confirmation, and the server mailed it once.
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
    expect((await mailsTo(request, email))[0]).toMatchObject({ tag: 'send-network-confirmation' });
    expect(functionCalls).toEqual([]);

    // Reopened, the modal is back at an empty step 1.
    await page.locator('[data-join-trigger]').first().click();
    await expect(joinDialog(page).getByLabel('Full Name')).toHaveValue('');
    await expect(joinDialog(page).getByText('Step 1 of 2')).toBeVisible();
  });

  test('answers a second application with the duplicate message', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'dup');
    await openFromHero(page);
    await fillAndSubmit(page, applicant(email));
    await expect(toast(page, joinMessages.success)).toBeVisible();

    await page.locator('[data-join-trigger]').first().click();
    await fillAndSubmit(page, { ...applicant(email.toUpperCase()), fullName: 'Someone Else' });
    await expect(toast(page, joinMessages.duplicate)).toBeVisible();
    await expect(joinDialog(page)).toBeHidden();
    expect(await rowsFor(request, 'membership_requests', email)).toHaveLength(1);
  });

  test('keeps the modal open with the input when the backend fails', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'fail');
    await failRestWrites(page, 'membership_requests');
    await openFromHero(page);
    await fillAndSubmit(page, applicant(email));

    const dialog = joinDialog(page);
    await expect(toast(page, joinMessages.failure)).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(joinMessages.failure);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('LinkedIn URL')).toHaveValue('linkedin.com/in/example-person');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Business Email')).toHaveValue(email);

    // Once the backend is back, the same input goes through.
    await page.unroute('**/rest/v1/membership_requests**');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page, joinMessages.success)).toBeVisible();
    expect(await rowsFor(request, 'membership_requests', email)).toHaveLength(1);
  });

  test('says so and keeps the input when its checks cannot be fetched, then works once they can', async ({
    page,
  }) => {
    // The checks (zod and the schema) are fetched when the visitor starts typing or moves on.
    await page.route('**/join-validation.*.js', (route) => route.abort());
    await openFromHero(page);
    const dialog = joinDialog(page);
    await dialog.getByLabel('Full Name').fill('Sam Example');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, joinMessages.failure)).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(joinMessages.failure);
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Sam Example');

    await page.unroute('**/join-validation.*.js');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Please select your role')).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: joinMessages.failure })).toBeHidden();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Sam Example');
  });

  test('shows Submitting... with both buttons disabled while sending', async ({
    page,
  }, testInfo) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/membership_requests**', async (route) => {
      await held;
      await route.continue();
    });
    await openFromHero(page);
    await fillAndSubmit(page, applicant(uniqueEmail(testInfo, 'busy')));
    const dialog = joinDialog(page);
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
    release();
    await expect(toast(page, joinMessages.success)).toBeVisible();
  });

  test('validates each step before moving on', async ({ page }) => {
    await openFromHero(page);
    const dialog = joinDialog(page);
    await expect(dialog.getByLabel('Your Role')).toHaveValue('');
    await expect(dialog.getByLabel('Your Role').locator('option').first()).toHaveText(
      ROLE_PLACEHOLDER,
    );
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Please enter your full name')).toBeVisible();
    await expect(dialog.getByText('Please select your role')).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    await dialog.getByLabel('Full Name').fill('Sam');
    await dialog.getByLabel('Phone Number').fill('123');
    await dialog.getByLabel('Business Email').fill('not-an-email');
    await dialog.getByLabel('Company').fill('Co');
    await dialog.getByLabel('Your Role').selectOption('investor');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Business Email').fill('sam@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
    await dialog.getByLabel('LinkedIn URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      dialog.getByText('Please enter a valid URL, e.g. linkedin.com/in/username'),
    ).toBeVisible();
    await expect(dialog.getByText('Please tell us who referred you')).toBeVisible();
  });

  test('can be completed with the keyboard alone', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'keyboard use is a desktop concern');
    const email = uniqueEmail(testInfo, 'keys');
    await page.goto('/');
    const trigger = page.locator('#hero-heading ~ div [data-join-trigger]').first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = joinDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.type('Omar Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+966500000001');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keys Ltd');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Your Role')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('LinkedIn URL')).toBeFocused();
    await page.keyboard.type('https://www.linkedin.com/in/omar');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Event guest');
    // Enter in a text field submits the form, as in any form.
    await page.keyboard.press('Enter');
    await expect(toast(page, joinMessages.success)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    const [row] = await rowsFor(request, 'membership_requests', email);
    expect(row).toMatchObject({ first_name: 'Omar', last_name: 'Keyboard', title: 'executive' });
  });

  test('closes with Escape, keeps the input and returns focus to the trigger', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'keyboard use is a desktop concern');
    await page.goto('/');
    const trigger = page.locator('[data-join-trigger]').nth(1);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = joinDialog(page);
    await dialog.getByLabel('Full Name').fill('Half Typed');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Half Typed');
  });

  test('has no accessibility violations with the modal open', async ({ page }) => {
    await openFromHero(page);
    await expectNoAxeViolations(page);
    await joinDialog(page).getByRole('button', { name: 'Next' }).click();
    await expectNoAxeViolations(page);
  });

  test('opens from ?join=true, the audience cards and the resources header', async ({ page }) => {
    await page.goto('/?join=true');
    await expect(joinDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');

    await page.locator('#audiences-heading ~ ul [data-join-trigger]').nth(2).click();
    await expect(joinDialog(page)).toBeVisible();

    await page.goto('/resources');
    await page.locator('header [data-join-trigger]').click();
    await expect(joinDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/resources$/);
  });

  test('answers a filled honeypot like a success and stores nothing', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'bot');
    await openFromHero(page);
    // A bot fills every input, including the one people never see.
    await joinDialog(page)
      .locator('input[name="website"]')
      .fill('http://spam.example', { force: true });
    await fillAndSubmit(page, applicant(email));
    await expect(toast(page, joinMessages.success)).toBeVisible();
    expect(await rowsFor(request, 'membership_requests', email)).toHaveLength(0);
  });

  test('tells the visitor when the server-side throttle refuses a submission', async ({
    page,
  }, testInfo) => {
    // One e-mail can store only one application, so the real per-e-mail throttle (five rows in ten
    // minutes) is exercised through the contact form (contact.spec.ts). Here the backend's answer
    // to a throttled insert (PT429, HTTP 429) is replayed to check the join modal's message.
    await page.route('**/rest/v1/membership_requests**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'PT429',
          message: 'rate_limited: too many submissions from this e-mail address',
          details: null,
          hint: 'Please try again in a few minutes.',
        }),
      }),
    );
    await openFromHero(page);
    await fillAndSubmit(page, applicant(uniqueEmail(testInfo, 'throttle')));
    await expect(toast(page, throttledMessage)).toBeVisible();
    await expect(joinDialog(page)).toBeVisible();
  });
});
