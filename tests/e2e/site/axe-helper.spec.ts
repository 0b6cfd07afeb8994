import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';

const html = (body: string) => ({
  contentType: 'text/html',
  body: `<!doctype html><html lang="en"><head><title>Probe</title></head><body><main>${body}</main></body></html>`,
});

// The scan every page's accessibility test relies on still finds what it must: a missing
// alternative text, a low contrast, and a violation inside a frame of the site's own origin.
test('the axe helper reports violations on the page and in its frames', async ({ page }) => {
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

// A region the staff app dims while it reads (aria-busy) can start and end a read inside one scan,
// as a change made elsewhere arriving live did: the scan that saw it dimmed is not the answer.
test('the axe helper scans again when a region was busy during the scan, and not otherwise', async ({
  page,
}) => {
  await page.route('**/axe-busy-probe', (route) =>
    route.fulfill(
      html(`<h1>Probe</h1>
        <section id="region" aria-busy="false"><p style="color:#555;background:#fff">Readable text</p></section>
        <script>
          // The first scan's run dims the region and marks it busy until that run ends. axe is
          // assigned before its run is defined: the run is wrapped when it is first read.
          let installed;
          let runs = 0;
          const wrap = (axe) => {
            const run = axe.run.bind(axe);
            axe.run = (...args) => {
              runs += 1;
              window.axeRuns = runs;
              if (runs > 1) return run(...args);
              region.setAttribute('aria-busy', 'true');
              region.style.opacity = '0.3';
              return run(...args).finally(() => {
                region.setAttribute('aria-busy', 'false');
                region.style.opacity = '';
              });
            };
            axe.wrapped = true;
          };
          Object.defineProperty(window, 'axe', {
            configurable: true,
            get() {
              if (installed?.run && !installed.wrapped) wrap(installed);
              return installed;
            },
            set(axe) {
              installed = axe;
            },
          });
        </script>`),
    ),
  );
  await page.goto('/axe-busy-probe');
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { axeRuns: number }).axeRuns)).toBe(2);
  // Idle throughout: one scan.
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { axeRuns: number }).axeRuns)).toBe(3);
});
