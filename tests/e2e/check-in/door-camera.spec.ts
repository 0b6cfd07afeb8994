// The door's camera (docs/behaviour/door-check-in.md#scan): Chromium's fake camera shows a real
// pass, the door screen reads it, and one tap checks the guest in; the same pass shown again is
// the loud "Already checked in" state. The door page may use the camera (Permissions-Policy
// camera=(self)); every other page may not.
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { createStaff, serviceClient, signInAt } from '../crm/support.ts';
import { checkInRows, insertGuest, undoAfterTest, writePassVideo } from './support.ts';

test.afterEach(() => undoAfterTest(test.info()));

test('the camera reads a pass: scan, one tap, checked in; the same pass again is loud', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const slug = 'leap-dinner';
  const stamp = Date.now().toString(36);
  const staff = await createStaff(testInfo);
  const { error } = await serviceClient()
    .from('profiles')
    .update({ first_name: 'Camera', last_name: `Keeper ${stamp}` })
    .eq('email', staff.email);
  expect(error).toBeNull();
  const guest = await insertGuest(testInfo, slug, `Camera Guest ${stamp}`);
  const video = testInfo.outputPath('pass-camera.y4m');
  await writePassVideo(guest.pass_token, video);

  // A browser of its own: the fake camera's file is named when the browser starts.
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...options,
    args: [
      ...(options.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInAt(page, `/crm/check-in/${slug}`, staff);
    const door = await page.reload();
    expect(door?.headers()['permissions-policy']).toContain('camera=(self)');
    const home = await page.request.get('/');
    expect(home.headers()['permissions-policy']).toContain('camera=()');
    await expect(page.getByText('Live', { exact: true })).toBeVisible();

    const pressed = Date.now();
    await page.getByRole('button', { name: 'Scan pass' }).click();
    await expect(page.getByText('Scanned pass')).toBeVisible({ timeout: 20_000 });
    const readMs = Date.now() - pressed;
    await page.getByRole('button', { name: `Check in Camera Guest ${stamp}` }).click();
    await expect(page.getByTestId('door-guest').filter({ hasText: stamp })).toContainText(
      /Checked in \d\d:\d\d(?! \(waiting to send\))/,
    );
    const checkedInMs = Date.now() - pressed;
    testInfo.annotations.push({
      type: 'camera scan: press to pass read / to checked in',
      description: `${readMs} ms / ${checkedInMs} ms`,
    });
    console.log(
      `Door check-in by camera: Scan pass pressed to pass read in ${readMs} ms, to checked in in ${checkedInMs} ms`,
    );
    expect(await checkInRows(guest.id)).toBe(1);

    // The same pass held up again (a pass shared with a friend): loud, and still one check-in.
    await page.getByRole('button', { name: 'Scan pass' }).click();
    const alert = page.getByTestId('pass-already-used');
    await expect(alert).toHaveAttribute('role', 'alert', { timeout: 20_000 });
    await expect(alert).toContainText(
      new RegExp(`^⚠ Already checked in \\d\\d:\\d\\d by (Camera Keeper ${stamp}|this phone)`),
    );
    await page.screenshot({ path: testInfo.outputPath('door-pass-already-used.png') });
    expect(await checkInRows(guest.id)).toBe(1);
    await context.close();
  } finally {
    await browser.close();
  }
});
