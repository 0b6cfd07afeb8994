import { expect, test, type Page } from '@playwright/test';
import { contactMessages, throttledMessage } from '../../../src/lib/submissions/messages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { failRestWrites, rowsFor, toast, uniqueEmail } from './support/backend.ts';

async function openContact(page: Page) {
  await page.goto('/contact');
  const form = page.locator('#contact-form form');
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  return form;
}

async function fillContact(
  page: Page,
  email: string,
  message = 'We are opening an office in Riyadh.',
) {
  const form = page.locator('#contact-form form');
  await form.getByLabel('Name').fill('Khalid Test');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send' }).click();
}

test.describe('contact form', () => {
  test('stores a pending message and clears the form', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'contact');
    const form = await openContact(page);
    await expectNoAxeViolations(page);
    await fillContact(page, email);
    await expect(toast(page, contactMessages.success)).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');
    const [row] = await rowsFor(request, 'contact_messages', email);
    expect(row).toMatchObject({
      name: 'Khalid Test',
      message: 'We are opening an office in Riyadh.',
      request_status: 'pending',
      moved_to_pipeline: false,
    });
  });

  test('reads Sending... and disables the fields while sending', async ({ page }, testInfo) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/contact_messages**', async (route) => {
      await held;
      await route.continue();
    });
    const form = await openContact(page);
    await fillContact(page, uniqueEmail(testInfo, 'sending'));
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(form.getByLabel('Message')).toBeDisabled();
    release();
    await expect(toast(page, contactMessages.success)).toBeVisible();
  });

  test('keeps the input when sending fails', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'contactfail');
    await failRestWrites(page, 'contact_messages');
    const form = await openContact(page);
    await fillContact(page, email);
    await expect(toast(page, contactMessages.failure)).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Message')).toHaveValue('We are opening an office in Riyadh.');
  });

  test('keeps the input when the visitor is offline', async ({ page, context }, testInfo) => {
    const email = uniqueEmail(testInfo, 'offline');
    const form = await openContact(page);
    // The form's code arrives on first use; a visitor who goes offline after that keeps working.
    await form.getByLabel('Name').focus();
    await expect(page.locator('#contact-form form[data-hydrated]')).toBeAttached();
    await context.setOffline(true);
    await fillContact(page, email);
    await expect(toast(page, contactMessages.failure)).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await context.setOffline(false);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, contactMessages.success)).toBeVisible();
  });

  test('a message typed and sent before the form has loaded its code is sent whole', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'early');
    // Slow the form's code down, so every keystroke and the click land before hydration.
    await page.route('**/_astro/ContactForm.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/contact');
    await fillContact(page, email, 'Typed before the code arrived.');
    await expect(toast(page, contactMessages.success)).toBeVisible();
    const [row] = await rowsFor(request, 'contact_messages', email);
    expect(row).toMatchObject({ name: 'Khalid Test', message: 'Typed before the code arrived.' });
    expect(page.url()).not.toContain('?');
  });

  test('checks the fields before sending', async ({ page }) => {
    const form = await openContact(page);
    await form.getByLabel('Email').fill('nope');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter a message')).toBeVisible();
  });

  test('the server-side throttle stops a sixth message in ten minutes', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'flood');
    const form = await openContact(page);
    for (let sent = 1; sent <= 5; sent += 1) {
      await fillContact(page, email, `Message number ${sent}`);
      await expect(form.getByLabel('Message')).toHaveValue('');
    }
    await fillContact(page, email, 'Message number 6');
    await expect(toast(page, throttledMessage)).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Message number 6');
    expect(await rowsFor(request, 'contact_messages', email)).toHaveLength(5);
  });

  test('answers a filled honeypot like a success and stores nothing', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'contactbot');
    await openContact(page);
    await page.locator('#contact-form input[name="website"]').fill('spam', { force: true });
    await fillContact(page, email);
    await expect(toast(page, contactMessages.success)).toBeVisible();
    expect(await rowsFor(request, 'contact_messages', email)).toHaveLength(0);
  });
});
