import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createMember, notice, signInWithPassword, toast, uniqueEmail } from './support/members.ts';

const password = 'correct horse 1';

test.describe('/login', () => {
  test('a member logs in with a password and lands home', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'login');
    await createMember(email, password);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await expect(toast(page, AUTH_MESSAGES.loginSuccess)).toBeVisible();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.loginSuccess);
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('a wrong password says so and keeps the input', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'wrong');
    await createMember(email, password);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(notice(page)).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields give the e-mail-or-phone rule without a request', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/')) requests.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeDisabled();
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await expect(page.getByText(AUTH_MESSAGES.credentialsRequired)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requests).toEqual([]);
  });

  test('an existing session on /login goes straight home', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'existing');
    await createMember(email, password);
    await signInWithPassword(page, email, password);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('a redirect back with access_denied shows its description', async ({ page }) => {
    await page.goto(
      '/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    await expect(toast(page, 'Email link is invalid or has expired')).toBeVisible();
    await expect(notice(page)).toHaveText('Email link is invalid or has expired');
    // The spent link's parameters leave the address bar, so a reload does not repeat them.
    await expect(page).toHaveURL(/\/login$/);
  });

  test('offers the join modal and the other ways in', async ({ page }) => {
    await page.goto('/login');
    const join = page.getByRole('link', { name: 'Request to Join' });
    await expect(join).toHaveAttribute('data-join-trigger');
    await expect(join).toHaveAttribute('href', '/?join=true');
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await expect(page.getByText('Or continue with')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  test('"Request to Join" opens the join modal in place', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Request to Join' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await expect(page.getByText(AUTH_MESSAGES.credentialsRequired)).toBeVisible();
    await expectNoAxeViolations(page);
    // With an error toast and its written copy on screen.
    await page.goto('/login?error=access_denied&error_description=Email+link+is+invalid');
    await expect(toast(page, 'Email link is invalid')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
