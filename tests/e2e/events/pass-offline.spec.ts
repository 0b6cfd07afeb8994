// A pass opened once is shown again without a network (docs/behaviour/event-guests.md#the-pass):
// the page registers a service worker for /pass/ that keeps a copy of it.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { serviceClient } from '../crm/support.ts';
import { deleteAfterTest, undoAfterTest } from '../support/undo-after-test.ts';

test.afterEach(() => undoAfterTest(test.info()));

test('a pass opened once is shown offline, with its code', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const name = `Offline Guest ${Date.now().toString(36)}`;
  const email = uniqueEmail(testInfo, 'offline-pass');
  deleteAfterTest(testInfo, 'invitations', 'email', email);
  const { data, error } = await serviceClient()
    .from('invitations')
    .insert({
      event_slug: 'suhoor-dinner',
      email,
      guest_name: name,
      starts_at: '2030-03-08T18:00:00Z',
    })
    .select('pass_token')
    .single();
  expect(error).toBeNull();
  const path = `/pass/${(data as { pass_token: string }).pass_token}`;

  await page.goto(path);
  await expect(page.getByText(name)).toBeVisible();
  // The worker keeps its copy once it is active.
  await expect
    .poll(() => page.evaluate(async (at) => Boolean(await caches.match(at)), path), {
      timeout: 15_000,
    })
    .toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.locator('.qr svg')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // Back online the network answers first again.
  await page.reload();
  await expect(page.getByText(name)).toBeVisible();
});
