import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createMember, notice, toast, uniqueEmail } from './support/members.ts';

test.describe('/register', () => {
  test('creates an account, says so and goes home', async ({ page }, testInfo) => {
    await page.goto('/register');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo, 'register'));
    await page.getByLabel('Password', { exact: true }).fill('a fine password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, AUTH_MESSAGES.signupSuccess)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('a taken address shows the provider message', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'taken');
    await createMember(email, 'first password');
    await page.goto('/register');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('second password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(notice(page)).toHaveText('User already registered');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a short password is refused before any request', async ({ page }, testInfo) => {
    await page.goto('/register');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo, 'short'));
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(AUTH_MESSAGES.passwordTooShort)).toBeVisible();
  });

  test('an error redirect shows the decoded description', async ({ page }) => {
    await page.goto('/register?error=server_error&error_description=Signups%20are%20paused');
    await expect(notice(page)).toHaveText('Signups are paused');
  });

  test('back goes to /login and axe finds nothing', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('link', { name: 'Back to member login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoAxeViolations(page);
  });
});
