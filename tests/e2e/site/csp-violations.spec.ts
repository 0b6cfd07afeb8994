import { expect, test, type Page } from '@playwright/test';
import { siteRoutes } from './routes.ts';

// The site's Content-Security-Policy forbids eval and foreign origins. A page that breaks it logs a
// violation (and loses its Lighthouse best-practices score) even when nothing visibly fails, so
// every page is opened, its first form used, and the violations the browser reports are counted.
const paths = [
  ...new Set([
    ...siteRoutes.map((route) => route.path),
    '/login',
    '/register',
    '/forgot-password',
    // The Arabic not-found page is rendered on request (the English one is among siteRoutes).
    '/ar/no-such-page',
  ]),
];

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ];
}

for (const path of paths) {
  test(`${path} breaks no Content-Security-Policy rule, before or after its form is used`, async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto(path);
    await page.waitForLoadState('load');
    const field = page.locator('main form input:not([type=hidden]):visible').first();
    if ((await field.count()) > 0) {
      await field.focus();
      await field.press('a');
      await field.press('Backspace');
      await field.blur();
      // The form's code and supabase-js load on first use; give them time to run.
      await page.waitForLoadState('networkidle');
    }
    expect(await violations()).toEqual([]);
  });
}
