import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { MAIL_JSON_PATH } from '../../support/mail-page.ts';

/** The port's base URL (playwright.config.ts). */
export const baseUrl = `http://127.0.0.1:${process.env['E2E_PORT'] ?? 4329}`;

/** An address no other test or project uses, so accounts and mails are this test's own. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${testInfo.project.name}-${stamp}@example.com`;
}

async function publicConfig(): Promise<{ supabaseUrl: string; supabaseAnonKey: string }> {
  const response = await fetch(`${baseUrl}/api/public-config.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as { supabaseUrl: string; supabaseAnonKey: string };
}

function nodeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** Creates a member through the real sign-up endpoint, as a visitor would (autoconfirm is on). */
export async function createMember(email: string, password: string): Promise<void> {
  const config = await publicConfig();
  const { data, error } = await nodeClient(config.supabaseUrl, config.supabaseAnonKey).auth.signUp({
    email,
    password,
  });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
}

/**
 * What staff approval produces: an invitation's hashed token (admin API, service role read from
 * the run's fresh data folder, as create-approved-member does on the server).
 */
export async function inviteToken(email: string): Promise<string> {
  const keys = JSON.parse(
    readFileSync(`test-results/e2e-data-${process.env['E2E_PORT'] ?? 4329}/keys.json`, 'utf8'),
  ) as { serviceRoleKey: string };
  const config = await publicConfig();
  const { data, error } = await nodeClient(
    config.supabaseUrl,
    keys.serviceRoleKey,
  ).auth.admin.generateLink({ type: 'invite', email });
  expect(error).toBeNull();
  return data.properties?.hashed_token ?? '';
}

interface OutboxMail {
  to: string;
  tag: string;
  links: string[];
}

/** The newest outbox mail to `email` with this tag; waits for it to arrive. */
export async function newestMailLink(
  request: APIRequestContext,
  email: string,
  tag: 'auth-magiclink' | 'auth-recovery' | 'send-newsletter-confirmation',
): Promise<string> {
  let link = '';
  await expect(async () => {
    const response = await request.get(MAIL_JSON_PATH);
    expect(response.status()).toBe(200);
    const mails = (await response.json()) as OutboxMail[];
    const mail = mails.find((item) => item.to === email.toLowerCase() && item.tag === tag);
    expect(mail?.links[0]).toBeTruthy();
    link = mail?.links[0] ?? '';
  }).toPass({ timeout: 10_000 });
  return link;
}

/** The form's written outcome under its heading (the toast carries the same words). */
export function notice(page: Page) {
  return page.locator('[data-notice]');
}

/** The toast with this text. */
export function toast(page: Page, text: string) {
  return page.locator('[data-toast]').filter({ hasText: text });
}

/** Signs in on /login with a password and waits until home has loaded. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login with Password' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
