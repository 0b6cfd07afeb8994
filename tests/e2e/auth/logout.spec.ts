import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';
import { createMember, signInWithPassword, toast, uniqueEmail } from './support/members.ts';

test.describe('footer Log Out', () => {
  test('appears only with a session and ends it', async ({ page }, testInfo) => {
    await page.goto('/forgot-password');
    const footer = page.locator('#footer-session');
    await expect(footer).toBeAttached();
    await expect(footer.getByRole('button', { name: 'Log Out' })).toHaveCount(0);

    const email = uniqueEmail(testInfo, 'logout');
    await createMember(email, 'member password');
    await signInWithPassword(page, email, 'member password');
    await page.goto('/forgot-password');
    const logOut = footer.getByRole('button', { name: 'Log Out' });
    await expect(logOut).toBeVisible();
    await logOut.click();
    // The button reads 'Logging out…' while the server is asked; it goes once the session is
    // cleared from the cookie, and only then is a reload signed out.
    await expect(footer.getByRole('button')).toHaveCount(0);

    await page.reload();
    await expect(page.locator('#footer-session')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    // Signed out for real: /login no longer sends the visitor home.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a failed log out says so and keeps the session', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'logout-fail');
    await createMember(email, 'member password');
    await signInWithPassword(page, email, 'member password');
    await page.goto('/forgot-password');
    await page.route('**/auth/v1/logout**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(toast(page, AUTH_MESSAGES.logoutFailed)).toContainText(
      AUTH_MESSAGES.logoutFailedTitle,
    );
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('pages without islands ship no footer JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/people');
    await expect(page.locator('#footer-session')).toBeAttached();
    expect(scripts).toEqual([]);
  });
});
