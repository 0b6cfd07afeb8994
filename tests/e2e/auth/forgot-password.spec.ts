import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  createMember,
  inviteToken,
  newestMailLink,
  notice,
  toast,
  uniqueEmail,
} from './support/members.ts';

test.describe('password reset and invitations', () => {
  test('reset link, new password, then sign in with it', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'reset');
    await createMember(email, 'old password 1');
    await page.goto('/forgot-password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(toast(page, AUTH_MESSAGES.resetLinkSent)).toBeVisible();

    await page.goto(await newestMailLink(request, email, 'auth-recovery'));
    await expect(page).toHaveURL(/\/forgot-password$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Choose a new password' });
    await expect(heading).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('new password 2');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, AUTH_MESSAGES.passwordUpdated)).toBeVisible();
    // On home, signed in, with the notice shown there again.
    await page.waitForURL((url) => url.pathname === '/');
    await expect(
      page.getByRole('status').filter({ hasText: AUTH_MESSAGES.passwordUpdated }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();

    // Signed out, the old password no longer works and the new one does.
    await page.getByRole('button', { name: 'Log Out' }).click();
    // It reads 'Logging out…' while the server is asked, and goes once the cookie is cleared: a
    // /login opened before then still holds the session and sends the member home.
    await expect(page.locator('#footer-session').getByRole('button')).toHaveCount(0);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('old password 1');
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await expect(notice(page)).toHaveText('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill('new password 2');
    await page.getByRole('button', { name: 'Login with Password' }).click();
    await expect(toast(page, AUTH_MESSAGES.loginSuccess)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('an invitation link lets the new member choose a password', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'invite');
    const tokenHash = await inviteToken(email);
    await page.goto(`/login?token_hash=${tokenHash}&type=invite`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.inviteAccepted);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('New password', { exact: true }).fill('my first password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.passwordUpdated);
    // The new member lands home signed in, told again that the password is set.
    await page.waitForURL((url) => url.pathname === '/');
    await expect(
      page.getByRole('status').filter({ hasText: AUTH_MESSAGES.passwordUpdated }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('back goes to /login and axe finds nothing', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('link', { name: 'Back to member login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(page.getByText(AUTH_MESSAGES.emailRequired)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
