import { expect, type Page } from '@playwright/test';
import type { FreshServer } from './fresh-server.ts';

/** The password signInNewStaff gives, for a script that signs in as the same staff member. */
export const NEW_STAFF_PASSWORD = 'staff password 1';

/**
 * A staff member made on a fresh server (a member promoted, as `npm run staff -- add` does),
 * signed in through its login page at `origin` (the server, or a proxy in front of it), landing on
 * the staff app.
 */
export async function signInNewStaff(
  page: Page,
  server: FreshServer,
  email: string,
  origin: string = server.url,
): Promise<void> {
  const service = server.service();
  const password = NEW_STAFF_PASSWORD;
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  const promoted = await service
    .from('profiles')
    .update({ role: 'staff' })
    .eq('id', created.data.user!.id);
  expect(promoted.error).toBeNull();
  await page.goto(`${origin}/login?next=%2Fcrm`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login with Password' }).click();
  await page.waitForURL(`${origin}/crm`);
}
