import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';
import { createMember, newestMailLink, notice, toast, uniqueEmail } from './support/members.ts';

test.describe('magic link', () => {
  test('the e-mailed link signs the member in', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'magic');
    await createMember(email, 'member password');
    await page.goto('/login');
    const send = page.getByRole('button', { name: 'Send Magic Link' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await send.click();
    await expect(toast(page, AUTH_MESSAGES.magicLinkSent)).toBeVisible();

    // The link goes through /auth/v1/verify and comes back to /login?code=… (PKCE).
    await page.goto(await newestMailLink(request, email, 'auth-magiclink'));
    await expect(toast(page, AUTH_MESSAGES.loginSuccess)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');

    // Signed in: the footer offers Log Out on a page that mounts it.
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('a second request within 60 seconds is refused in the product wording', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo, 'cooldown'));
    const send = page.getByRole('button', { name: 'Send Magic Link' });
    await send.click();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.magicLinkSent);
    await send.click();
    await expect(notice(page)).toHaveText(
      'Please wait at least 60 seconds before requesting another magic link',
    );
    // A reload does not reset the rule.
    await page.reload();
    await page.getByLabel('Email', { exact: true }).fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.magicLinkCooldown);
  });

  test('a spent link comes back as an error', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'spent');
    await createMember(email, 'member password');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(notice(page)).toHaveText(AUTH_MESSAGES.magicLinkSent);
    const link = await newestMailLink(request, email, 'auth-magiclink');
    // Someone (a mail scanner) opened it first.
    expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303);
    await page.goto(link);
    await expect(notice(page)).toHaveText('Email link is invalid or has expired');
  });
});
