// The site works by whatever name it is reached by: PUBLIC_URL says http://localhost:<port>, but a
// visitor on 127.0.0.1 or 127.0.0.2 (as on an office network by the machine's own address) must
// reach the embedded backend too, which the page's `connect-src 'self'` allows only on the page's
// own origin. Loopback names only: this machine sends nothing anywhere else. Also: session cookies
// written by the server are Secure behind a proxy trusted by TRUST_PROXY that says https.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  contactMessages,
  joinMessages,
  newsletterMessages,
} from '../../../src/lib/submissions/messages.ts';
import { toast } from '../forms/support/backend.ts';
import { applicant, fillAndSubmit, joinDialog } from '../forms/support/join.ts';
import { startFreshServer, type FreshServer } from '../support/fresh-server.ts';

// Each test starts its own server: one at a time, on the desktop project only.
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ browserName }, testInfo) => {
  void browserName; // Playwright needs the fixtures object destructured.
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
});

function email(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

async function contextAt(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL });
}

/** Collects the page's CSP violations, which would block the backend silently. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function subscribe(page: Page, address: string): Promise<void> {
  await page.goto('/');
  const form = page.locator('#newsletter-form form');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await form.getByLabel('Full Name').fill('Noura Test');
  await form.getByLabel('Email').fill(address);
  await form.getByLabel(newsletterMessages.consentLabel).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

async function sendContact(page: Page, address: string): Promise<void> {
  await page.goto('/contact');
  const form = page.locator('#contact-form form');
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  await form.getByLabel('Name').fill('Khalid Test');
  await form.getByLabel('Email').fill(address);
  await form.getByLabel('Message').fill('Reached by another name — مرحبا 👋');
  await form.getByRole('button', { name: 'Send' }).click();
}

async function rowCount(server: FreshServer, table: string, address: string): Promise<number> {
  const { count, error } = await server
    .service()
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('email', address);
  expect(error).toBeNull();
  return count ?? 0;
}

for (const host of ['127.0.0.1', '127.0.0.2']) {
  test(`forms submit from http://${host} when PUBLIC_URL names localhost`, async ({ browser }) => {
    test.setTimeout(240_000);
    const server = await startFreshServer({
      host,
      publicUrl: (port) => `http://localhost:${port}`,
    });
    const context = await contextAt(browser, server.url);
    try {
      const page = await context.newPage();
      const violations = cspViolations(page);

      const subscriber = email('news');
      await subscribe(page, subscriber);
      await expect(toast(page, newsletterMessages.successTitle)).toBeVisible();
      // A sign-up awaiting its owner's confirmation (double opt-in).
      expect(await rowCount(server, 'newsletter_signups', subscriber)).toBe(1);

      const writer = email('contact');
      await sendContact(page, writer);
      await expect(toast(page, contactMessages.success)).toBeVisible();
      expect(await rowCount(server, 'contact_messages', writer)).toBe(1);

      const joiner = email('join');
      await page.goto('/');
      await page.locator('#hero-heading ~ div [data-join-trigger]').first().click();
      await expect(joinDialog(page)).toBeVisible();
      await fillAndSubmit(page, applicant(joiner));
      await expect(toast(page, joinMessages.success)).toBeVisible();
      expect(await rowCount(server, 'membership_requests', joiner)).toBe(1);

      expect(violations).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
}

test('a form whose request fails shows its failure message and keeps the input', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = await startFreshServer({ publicUrl: (port) => `http://localhost:${port}` });
  const context = await contextAt(browser, server.url);
  try {
    const page = await context.newPage();
    // The network drops the backend request (as a CSP block or a lost connection would).
    await page.route('**/rest/v1/**', (route) => route.abort('failed'));
    const subscriber = email('fails');
    await subscribe(page, subscriber);
    await expect(toast(page, newsletterMessages.failureTitle)).toContainText(
      newsletterMessages.failureDescription,
    );
    await expect(page.locator('#newsletter-form form').getByLabel('Email')).toHaveValue(subscriber);

    await page.route('**/rest/v1/**', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await sendContact(page, email('fails'));
    await expect(toast(page, contactMessages.failure)).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
  }
});

test('session cookies are Secure behind a trusted proxy that says https, and only then', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const trusting = await startFreshServer({ env: { TRUST_PROXY: '1' } });
  const plain = await startFreshServer({ host: '127.0.0.2' });
  try {
    for (const [server, expected] of [
      [trusting, true],
      [plain, false],
    ] as const) {
      const context = await contextAt(browser, server.url);
      try {
        // A member signs in through the page, so the browser holds the session cookies.
        const address = email('member');
        const password = 'member password 1';
        const { error } = await server
          .service()
          .auth.admin.createUser({ email: address, password, email_confirm: true });
        expect(error).toBeNull();
        const page = await context.newPage();
        await page.goto('/login');
        await page.getByLabel('Email', { exact: true }).fill(address);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByRole('button', { name: 'Login with Password' }).click();
        await expect
          .poll(async () => (await context.cookies()).some((c) => /-auth-token/.test(c.name)))
          .toBe(true);

        // Sign-out is the server's own route: its Set-Cookie headers clear the session.
        const response = await context.request.post('/api/sign-out', {
          form: { next: '/' },
          headers: { origin: server.url, 'x-forwarded-proto': 'https' },
          maxRedirects: 0,
        });
        expect(response.status()).toBe(303);
        const cookies = response
          .headersArray()
          .filter((header) => header.name.toLowerCase() === 'set-cookie')
          .map((header) => header.value);
        expect(cookies.some((cookie) => /-auth-token/.test(cookie))).toBe(true);
        for (const cookie of cookies) expect(/;\s*Secure/i.test(cookie), cookie).toBe(expected);
      } finally {
        await context.close();
      }
    }
  } finally {
    await Promise.all([trusting.stop(), plain.stop()]);
  }
});
