import { expect, test, type APIRequestContext } from '@playwright/test';
import { AUTH_WORDS_AR } from '../../../src/lib/auth/messages-ar.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { MAIL_JSON_PATH } from '../support/mail-page.ts';
import { createMember, notice, toast, uniqueEmail } from './support/members.ts';

// The sign-in pages in Arabic (/ar/login, /ar/register, /ar/forgot-password): Arabic words, right
// to left, Arabic answers, links that stay on the Arabic side, and Auth's mails in Arabic.

const { messages, labels, headings } = AUTH_WORDS_AR;

/** The newest mail to `email` with this tag: its subject, text and first link. */
async function newestMail(request: APIRequestContext, email: string, tag: string) {
  let found: { subject: string; text: string; links: string[] } | undefined;
  await expect(async () => {
    const mails = (await (await request.get(MAIL_JSON_PATH)).json()) as {
      to: string;
      tag: string;
      subject: string;
      text: string;
      links: string[];
    }[];
    found = mails.find((mail) => mail.to === email.toLowerCase() && mail.tag === tag);
    expect(found).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

test('/ar/login speaks Arabic, answers in Arabic and keeps to the Arabic pages', async ({
  page,
}, testInfo) => {
  await page.goto('/ar/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings.sign_in);
  await expect(page).toHaveTitle(new RegExp(`^${AUTH_WORDS_AR.pages.login.title}`));
  await expect(page.getByRole('link', { name: labels.forgotPassword })).toHaveAttribute(
    'href',
    '/ar/forgot-password',
  );
  // The language switch leads to the English twin.
  await expect(page.locator('a[hreflang="en"]').first()).toHaveAttribute('href', '/login');

  // The form's own rules, then the service's answer, in Arabic.
  await page.getByRole('button', { name: labels.loginWithPassword }).click();
  await expect(page.getByText(messages.credentialsRequired)).toBeVisible();
  const email = uniqueEmail(testInfo, 'arabic-login');
  await createMember(email, 'كلمة مرور طويلة 1');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: labels.loginWithPassword }).click();
  await expect(notice(page)).toHaveText(messages.loginInvalid);
  await expectNoAxeViolations(page);

  // Signed in, the member lands on the Arabic home page.
  await page.getByLabel(labels.password, { exact: true }).fill('كلمة مرور طويلة 1');
  await page.getByRole('button', { name: labels.loginWithPassword }).click();
  await expect(toast(page, messages.loginSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/ar');
});

test('a reset asked for on /ar/forgot-password is mailed in Arabic and returns there', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'arabic-reset');
  await createMember(email, 'old password 1');
  await page.goto('/ar/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings.forgotten_password);
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: labels.sendResetLink }).click();
  await expect(toast(page, messages.resetLinkSent)).toBeVisible();

  const mail = await newestMail(request, email, 'auth-recovery');
  expect(mail.subject).toMatch(/إعادة تعيين كلمة المرور$/);
  expect(mail.text).toContain('اتبع هذا الرابط لاختيار كلمة مرور جديدة');
  await page.goto(mail.links[0]!);
  await expect(page).toHaveURL(/\/ar\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings.update_password);
  await page.getByLabel(labels.newPassword, { exact: true }).fill('new password 2');
  await page.getByRole('button', { name: labels.updatePassword }).click();
  await expect(toast(page, messages.passwordUpdated)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/ar');
});

test('/ar/register makes an account whose mails are Arabic', async ({ page }, testInfo) => {
  await page.goto('/ar/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings.sign_up);
  await page.getByLabel(labels.email, { exact: true }).fill(uniqueEmail(testInfo, 'arabic-new'));
  await page.getByLabel(labels.password, { exact: true }).fill('short');
  await page.getByRole('button', { name: labels.signUp }).click();
  await expect(page.getByText(messages.passwordTooShort)).toBeVisible();
  await expect(page.getByRole('link', { name: labels.haveAccount })).toHaveAttribute(
    'href',
    '/ar/login',
  );
});
