// The door phone forgets an event's guest list once the event's day is over (docs/privacy/dpia.md,
// D3; src/lib/check-in/door-retention.ts): at the next opening of the door screen, at the moment
// itself while the screen stays open, and at once when staff sign out. The page's clock is
// Playwright's, set around the LEAP dinner (19:00 on 9 February 2025 to 01:00 on the 10th,
// Riyadh), so its list is kept until midnight after 10 February.
import { expect, test, type Page } from '@playwright/test';
import { createStaff, signInAt } from '../crm/support.ts';
import { insertGuest, undoAfterTest } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.skip(({ isMobile }) => isMobile, 'run once, on the desktop project');
test.afterEach(() => undoAfterTest(test.info()));

const SLUG = 'leap-dinner';
const DURING = new Date('2025-02-09T21:00:00+03:00');
const KEPT_UNTIL = new Date('2025-02-11T00:00:00+03:00');

/** Every key the page keeps for this event's door, with its value. */
function doorStorage(page: Page) {
  return page.evaluate((slug) => {
    const kept: Record<string, string> = {};
    for (const key of Object.keys(localStorage))
      if (key.startsWith(`majlis.door.${slug}.`)) kept[key] = localStorage.getItem(key) ?? '';
    return kept;
  }, SLUG);
}

async function openDoorWithGuest(
  page: Page,
  name: string,
  testInfo: Parameters<typeof createStaff>[0],
) {
  await insertGuest(testInfo, SLUG, name);
  const staff = await createStaff(testInfo);
  await signInAt(page, `/crm/check-in/${SLUG}`, staff);
  await expect(page.getByTestId('door-guest').filter({ hasText: name })).toBeVisible();
  // Kept for offline use while the event runs, with the moment it stops being needed.
  await expect
    .poll(async () => (await doorStorage(page))[`majlis.door.${SLUG}.guests`])
    .toContain(name);
  expect((await doorStorage(page))[`majlis.door.${SLUG}.until`]).toBe(KEPT_UNTIL.toISOString());
  return staff;
}

test('the list is gone at the first opening after the day the event ended', async ({
  page,
}, testInfo) => {
  const name = `سارة الدوسري ${Date.now().toString(36)} #3 50%`;
  await page.clock.install({ time: DURING });
  await openDoorWithGuest(page, name, testInfo);

  // Just before midnight after the event's last day, a reopening keeps it.
  await page.clock.setSystemTime(new Date(KEPT_UNTIL.getTime() - 60_000));
  await page.reload();
  await expect(page.getByTestId('door-guest').filter({ hasText: name })).toBeVisible();
  expect(Object.keys(await doorStorage(page))).toContain(`majlis.door.${SLUG}.guests`);

  // The next opening after it: the screen still works online, and keeps nothing.
  await page.clock.setSystemTime(new Date(KEPT_UNTIL.getTime() + 60_000));
  await page.reload();
  await expect(page.getByTestId('door-guest').filter({ hasText: name })).toBeVisible();
  expect(await doorStorage(page)).toEqual({});
});

test('opening the staff workspace after that midnight clears it too', async ({
  page,
}, testInfo) => {
  const name = `Fahad Workspace ${Date.now().toString(36)}`;
  await page.clock.install({ time: DURING });
  await openDoorWithGuest(page, name, testInfo);
  await page.clock.setSystemTime(new Date(KEPT_UNTIL.getTime() + 3_600_000));
  await page.goto('/crm');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect.poll(() => doorStorage(page)).toEqual({});
});

test('a screen left open past that midnight forgets the list when it comes', async ({
  page,
}, testInfo) => {
  const name = `Nour Al-Saud ${Date.now().toString(36)}`;
  await page.clock.install({ time: new Date(KEPT_UNTIL.getTime() - 90_000) });
  await openDoorWithGuest(page, name, testInfo);
  await page.clock.fastForward(120_000);
  await expect.poll(() => doorStorage(page)).toEqual({});
  // A change arriving afterwards is shown, not kept.
  await page.getByRole('button', { name: `Check in ${name}` }).click();
  await expect(page.getByTestId('door-guest').filter({ hasText: name })).toContainText(
    'Checked in',
  );
  expect((await doorStorage(page))[`majlis.door.${SLUG}.guests`]).toBeUndefined();
});

test('signing out clears every kept list at once', async ({ page }, testInfo) => {
  const name = `Huda Door ${Date.now().toString(36)}`;
  await page.clock.install({ time: DURING });
  await openDoorWithGuest(page, name, testInfo);
  // The header's Sign out, shown once the signed-in marker is there (the login page writes it).
  await page.context().addCookies([{ name: 'signed-in', value: 'Huda', url: page.url() }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('/');
  expect(await doorStorage(page)).toEqual({});
  expect(await page.evaluate(() => localStorage.getItem('majlis.door.device'))).toBeNull();
});
