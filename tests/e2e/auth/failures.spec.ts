import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';
import { notice, uniqueEmail } from './support/members.ts';

// What each form says when the network or the Auth service fails; nothing typed is lost.
test.describe('failing network', () => {
  test('login without a connection is unexpected, and the form stays usable', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'offline');
    await page.goto('/login');
    await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('whatever it is');
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.unexpected);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Login with Password' })).toBeEnabled();
  });

  test('a database failure gets the friendly text', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/auth/v1/token**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, msg: 'Database error querying schema' }),
      }),
    );
    await page.getByLabel('Email', { exact: true }).fill('member@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever it is');
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.loginDatabaseError);
  });

  test('a magic link that cannot be sent says so', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.route('**/auth/v1/otp**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo, 'otp-offline'));
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.magicLinkFailed);
    // Nothing was sent, so no cooldown starts.
    await page.unroute('**/auth/v1/otp**');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.magicLinkSent);
  });

  test('sign-up without a connection falls back to the sign-up text', async ({
    page,
  }, testInfo) => {
    await page.goto('/register');
    await page.route('**/auth/v1/signup**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo, 'signup-offline'));
    await page.getByLabel('Password', { exact: true }).fill('a fine password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.signupFailed);
  });
});
