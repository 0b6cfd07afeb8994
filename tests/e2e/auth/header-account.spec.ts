import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pageScripts } from '../support/page-scripts.ts';
import { createMember, signInWithPassword, uniqueEmail } from './support/members.ts';

/** The header's account area where this project shows it: the bar, or the mobile menu sheet. */
async function account(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Menu' }).click();
  return page.locator('#mobile-menu');
}

test.describe('the header says who is signed in', () => {
  test('on every page, islands or not, and signs out from there', async ({
    page,
    isMobile,
  }, testInfo) => {
    // Five pages signed in, a sign-out and an accessibility scan: over 30 s on a busy machine.
    test.slow();
    const email = uniqueEmail(testInfo, 'header');
    await createMember(email, 'member password');
    await page.goto('/people');
    let area = await account(page, isMobile);
    await expect(area.getByRole('link', { name: 'Member Login' })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Sign out' })).toBeHidden();

    await signInWithPassword(page, email, 'member password');
    for (const path of ['/people', '/events/suhoor-dinner', '/', '/contact']) {
      await page.goto(path);
      // The name is in the bar itself, on a phone too, and on the event pages' own top bar.
      await expect(
        page.getByRole('banner').getByText(email, { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
      await expect(page.locator('[data-signed-out]')).toHaveCount(
        path.startsWith('/events/') ? 0 : 2,
      );
      for (const login of await page.locator('[data-signed-out]').all())
        await expect(login).toBeHidden();
      if (path.startsWith('/events/')) {
        await expect(
          page.getByRole('banner').getByRole('button', { name: 'Sign out' }),
        ).toBeVisible();
        continue;
      }
      area = await account(page, isMobile);
      await expect(area.getByRole('button', { name: 'Sign out' })).toBeVisible();
      if (isMobile) await page.getByRole('button', { name: 'Close menu' }).click();
    }
    // An island-free page still runs only the header's inline script.
    await page.goto('/people');
    expect(await pageScripts(page)).toEqual({ signedInScript: 1, other: 0 });
    await expectNoAxeViolations(page);

    area = await account(page, isMobile);
    await area.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/people');
    area = await account(page, isMobile);
    await expect(area.getByRole('link', { name: 'Member Login' })).toBeVisible();
    await expect(area.getByText(email, { exact: true })).toBeHidden();
    // Signed out for real: the session cookie is gone and /login stays.
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => /auth-token|signed-in/.test(cookie.name))).toEqual([]);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
  });

  test('a marker left without a session shows nobody signed in', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'signed-in', value: 'Somebody', url: baseURL ?? '' }]);
    await page.goto('/people');
    await expect(page.getByText('Somebody')).toHaveCount(0);
    await expect(page.locator('[data-signed-out]').first()).not.toHaveAttribute('hidden');
  });
});
