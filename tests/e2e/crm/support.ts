import { readFileSync } from 'node:fs';
import { createServerClient } from '@supabase/ssr';
import { createClient } from '@supabase/supabase-js';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { sessionCookieName } from '../../../src/lib/supabase/public-config.ts';
import { createMember, uniqueEmail } from '../auth/support/members.ts';

const port = process.env['E2E_PORT'] ?? 4329;
const baseUrl = `http://127.0.0.1:${port}`;

/** The run's keys, read from its fresh data folder (as the staff CLI would). */
function runKeys(): { anonKey: string; serviceRoleKey: string } {
  return JSON.parse(readFileSync(`test-results/e2e-data-${port}/keys.json`, 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
}

export function serviceClient() {
  return createClient(baseUrl, runKeys().serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** A new member promoted to staff (what `npm run staff -- add` does); returns its login. */
export async function createStaff(
  testInfo: TestInfo,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(testInfo, 'staff');
  const password = 'staff password 1';
  await createMember(email, password);
  const { error } = await serviceClient()
    .from('profiles')
    .update({ role: 'staff' })
    .eq('email', email);
  expect(error).toBeNull();
  return { email, password };
}

/**
 * Signs in and opens `next`. The session is made as the login page makes it (@supabase/ssr's
 * password sign-in, its cookies in the browser) but without the page: the login form itself is
 * tested in tests/e2e/auth, and its return to `?next=` in crm/failed-jobs.spec.ts and
 * crm/inbound.spec.ts, so the 57 tests that only need a signed-in staff member or guest skip the
 * form (about a second of both cores each).
 */
export async function signInAt(
  page: Page,
  next: string,
  login: { email: string; password: string },
) {
  const written: { name: string; value: string }[] = [];
  const auth = createServerClient(baseUrl, runKeys().anonKey, {
    cookieOptions: { name: sessionCookieName(baseUrl) },
    cookies: {
      getAll: () => [],
      setAll: (cookies) => {
        written.push(...cookies);
      },
    },
  });
  const { error } = await auth.auth.signInWithPassword(login);
  expect(error).toBeNull();
  expect(written.length).toBeGreaterThan(0);
  await page
    .context()
    .addCookies(written.map(({ name, value }) => ({ name, value, url: baseUrl, sameSite: 'Lax' })));
  await page.goto(next);
}

/** A contact added straight into the database (service role), e.g. from "another browser". */
export async function insertContact(fields: {
  first_name: string;
  email: string;
  stage?: string;
  company?: string;
}) {
  const { data, error } = await serviceClient()
    .from('contacts')
    .insert({ last_name: 'Test', ...fields })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

/** A membership application added straight into the database, as the join form stores one. */
export async function insertMembershipRequest(fields: {
  first_name: string;
  last_name: string;
  email: string;
  additional_info?: string;
  /** The join form stores the applicant's chosen role here (src/lib/submissions/membership-request.ts). */
  title?: string;
  company?: string;
}) {
  const { data, error } = await serviceClient()
    .from('membership_requests')
    .insert(fields)
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

/** An invitation request added straight into the database, as the event form stores one. */
export async function insertEventRequest(fields: {
  name: string;
  email: string;
  event_type: 'dinner' | 'forum';
  event_slug?: string;
  title?: string;
  company?: string;
  interests?: string;
}) {
  const { data, error } = await serviceClient()
    .from('event_requests')
    .insert(fields)
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

export async function updateContactStage(id: string, stage: string) {
  const { error } = await serviceClient().from('contacts').update({ stage }).eq('id', id);
  expect(error).toBeNull();
}

/** Sets a signed-in user's role in the database, e.g. staff access withdrawn while a page is open. */
export async function setProfileRole(email: string, role: 'member' | 'staff') {
  const { error } = await serviceClient().from('profiles').update({ role }).eq('email', email);
  expect(error).toBeNull();
}

export function column(page: Page, stage: string) {
  return page.locator(`section[data-stage="${stage}"]`);
}

export function card(page: Page | Locator, name: string) {
  return page.locator('[data-testid="contact-card"]').filter({ hasText: name });
}

/** Many contacts at once, in inserts of 1,000 (as a bulk import would send them). */
export async function insertContactsInChunks(
  rows: { first_name: string; last_name: string; email: string; created_at?: string }[],
) {
  const client = serviceClient();
  for (let from = 0; from < rows.length; from += 1000) {
    const { error } = await client.from('contacts').insert(rows.slice(from, from + 1000));
    expect(error).toBeNull();
  }
}

/** How many rows of a table have an e-mail matching the pattern (ilike), counted by the database. */
export async function countByEmail(
  table: 'contacts' | 'membership_requests' | 'event_requests',
  pattern: string,
): Promise<number> {
  const { count, error } = await serviceClient()
    .from(table)
    .select('id', { count: 'exact', head: true })
    .ilike('email', pattern);
  expect(error).toBeNull();
  return count ?? 0;
}

/** Removes the contacts a test added in bulk, so the rest of the suite sees a normal pipeline. */
export async function deleteContactsByEmail(pattern: string) {
  const { error } = await serviceClient().from('contacts').delete().ilike('email', pattern);
  expect(error).toBeNull();
}

/**
 * After a card is dropped on `stage`: answers the checklist guard whenever it asks, until the
 * database holds the new stage, then waits for the card in that column. The page alone cannot
 * say when the drop is decided: the card can show in the target column during the drop animation
 * and the guard open a moment later.
 */
export async function settleDrop(
  page: Page,
  contact: { id: string; name: string },
  stage: string,
): Promise<void> {
  const guard = page.getByRole('alertdialog', { name: 'Incomplete Checklist Items' });
  await expect
    .poll(async () => {
      if (await guard.isVisible())
        await guard.getByRole('button', { name: 'Proceed Anyway' }).click();
      const { data } = await serviceClient()
        .from('contacts')
        .select('stage')
        .eq('id', contact.id)
        .single();
      return data?.stage;
    })
    .toBe(stage);
  await expect(guard).toBeHidden();
  await expect(card(column(page, stage), contact.name)).toBeVisible();
}

/**
 * Lifts the focused card with Space and returns once the arrow keys can carry it. dnd-kit's
 * keyboard sensor starts listening for keys from a timer set at the lift, and the board's arrows
 * move by column rects measured after it: under load, an arrow pressed as soon as the card showed
 * lifted was lost. So: the board announces the card over the column it starts in (`overStart`,
 * labels.pipeline.isOver; the rects are measured by then), then one timer turn runs in the page
 * (timers of one delay run in order, so the sensor's has run before it).
 */
export async function liftWithKeys(page: Page, overStart: string): Promise<void> {
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drag-overlay')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: overStart })).toBeAttached();
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
