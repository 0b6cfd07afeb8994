import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { MAIL_JSON_PATH } from '../../support/mail-page.ts';

/** The fresh backend's data folder for this run (playwright.config.ts). */
function dataDir(): string {
  return `test-results/e2e-data-${process.env['E2E_PORT'] ?? 4329}`;
}

function serviceKey(): string {
  const keys = JSON.parse(readFileSync(`${dataDir()}/keys.json`, 'utf8')) as {
    serviceRoleKey: string;
  };
  return keys.serviceRoleKey;
}

/** An address no other test (or project) uses, so rows and mails are this test's own. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${testInfo.project.name}-${stamp}@example.com`;
}

/** Reads rows as the service role (bypassing RLS), e.g. to check what a form stored. */
export async function selectRows(
  request: APIRequestContext,
  table: string,
  query: string,
): Promise<Record<string, unknown>[]> {
  const key = serviceKey();
  const response = await request.get(`/rest/v1/${table}?${query}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** The rows of `table` whose e-mail is `email`. */
export function rowsFor(request: APIRequestContext, table: string, email: string) {
  return selectRows(request, table, `select=*&email=eq.${encodeURIComponent(email)}`);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** Which function or auth flow sent it, e.g. send-event-status. */
  tag: string;
  /** Extra headers, e.g. List-Unsubscribe on marketing mail. */
  headers: Record<string, string>;
}

/** The local outbox's messages to `email` (newest first). */
export async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get(MAIL_JSON_PATH);
  expect(response.status()).toBe(200);
  const mails = (await response.json()) as OutboxMail[];
  return mails.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** Makes every write to the REST API fail with a server error, as a broken backend would. */
export async function failRestWrites(page: Page, table: string): Promise<void> {
  await page.route(`**/rest/v1/${table}**`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }),
    }),
  );
}

/** The notice (toast) with this text. */
export function toast(page: Page, text: string) {
  return page.locator('[data-toast]').filter({ hasText: text });
}
