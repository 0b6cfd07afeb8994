import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';

// The scan every page's accessibility test relies on still finds what it must: a missing
// alternative text, a low contrast, and a violation inside a frame of the site's own origin.
test('the axe helper reports violations on the page and in its frames', async ({ page }) => {
  const html = (body: string) => ({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main>${body}</main></body></html>`,
  });
  await page.route('**/axe-probe', (route) =>
    route.fulfill(
      html(`<h1>Probe</h1>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <p style="color:#bbb;background:#fff">Pale text on white</p>
        <iframe title="Inner" src="/axe-probe-frame"></iframe>`),
    ),
  );
  await page.route('**/axe-probe-frame', (route) => route.fulfill(html('<input type="text">')));
  await page.goto('/axe-probe');
  await expect(page.frameLocator('iframe').locator('input')).toBeVisible();
  const found = (await axeViolations(page)).map((line) => line.split(':')[0]);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'label']));
});
