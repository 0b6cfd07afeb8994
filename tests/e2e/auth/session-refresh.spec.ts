import { expect, test, type Page } from '@playwright/test';
import { createMember, signInWithPassword, uniqueEmail } from './support/members.ts';

/** Pretends the tab went to the background or came back (Chromium cannot hide a page itself). */
async function setTabVisible(page: Page, visible: boolean) {
  await page.evaluate((isVisible) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isVisible ? 'visible' : 'hidden'),
    });
    // Like the browser's own, the event bubbles from document to window (where supabase-js listens).
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, visible);
}

// docs/behaviour/sign-in.md#session-refresh: the session refreshes before it expires, and is
// re-checked when the tab is visible again. supabase-js does both when autoRefreshToken is on
// (@supabase/ssr turns it on in browsers).
test('the session refreshes near expiry, and on return to a background tab', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'refresh');
  await createMember(email, 'member password');
  await signInWithPassword(page, email, 'member password');

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('grant_type=refresh_token')) refreshes.push(request.url());
  });
  await page.clock.install();
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  expect(refreshes).toHaveLength(0);

  // Tokens live an hour; the ticker refreshes within the last 90 seconds.
  await page.clock.fastForward('59:00');
  await expect.poll(() => refreshes.length).toBeGreaterThan(0);
  // The new tokens were dated by the server's real clock: bring the page's clock back to it.
  await page.clock.setSystemTime(Date.now());
  await page.waitForTimeout(500);
  const refreshed = refreshes.length;

  // In the background the ticker stops, however much time passes…
  await setTabVisible(page, false);
  await page.clock.fastForward('59:00');
  await page.waitForTimeout(500);
  expect(refreshes).toHaveLength(refreshed);

  // …and coming back re-checks the session and refreshes it at once.
  await setTabVisible(page, true);
  await expect.poll(() => refreshes.length).toBeGreaterThan(refreshed);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
});
