import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { createMember, toast, uniqueEmail } from '../auth/support/members.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { startFreshServer } from '../support/fresh-server.ts';
import { card, column, createStaff, serviceClient, signInAt } from './support.ts';

const port = process.env['E2E_PORT'] ?? 4329;

test.describe('/resources/inbound-contacts', () => {
  test('asks for sign-in, refuses a member, and shows staff the messages newest first', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
    await page.goto('/resources/inbound-contacts');
    await expect(page).toHaveURL(/\/login\?next=%2Fresources%2Finbound-contacts$/);

    const memberEmail = uniqueEmail(testInfo, 'member');
    await createMember(memberEmail, 'member password');
    await signInAt(page, '/', { email: memberEmail, password: 'member password' });
    expect((await page.goto('/resources/inbound-contacts'))?.status()).toBe(403);
    await page.context().clearCookies();

    const config = (await (
      await fetch(`http://127.0.0.1:${port}/api/public-config.json`)
    ).json()) as {
      supabaseUrl: string;
      supabaseAnonKey: string;
    };
    const anon = createClient(config.supabaseUrl, config.supabaseAnonKey, {
      auth: { persistSession: false },
    });
    const sender = uniqueEmail(testInfo, 'sender');
    const { error } = await anon.from('contact_messages').insert({
      name: 'Yusuf Sender',
      email: sender,
      message: 'We would like to open a Riyadh office.',
    });
    expect(error).toBeNull();

    const staff = await createStaff(testInfo);
    await signInAt(page, '/resources/inbound-contacts', staff);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbound Contacts' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: sender });
    await expect(row).toContainText('We would like to open a Riyadh office.');
    await expect(row).toContainText('Open');
    await expectNoAxeViolations(page);

    // Beyond listing (docs/behaviour/staff-app.md#inbound-contacts): mark it handled (who and
    // when), reopen it, then move it to the pipeline.
    await row.getByRole('button', { name: 'Mark handled (Yusuf Sender)' }).click();
    await expect(toast(page, 'Marked as handled')).toBeVisible();
    await expect(row).toContainText(`by ${staff.email}`);
    await row.getByRole('button', { name: 'Reopen (Yusuf Sender)' }).click();
    await expect(row).toContainText('Open');
    await row.getByRole('button', { name: 'Move to Pipeline (Yusuf Sender)' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    await row.getByRole('link', { name: 'In the pipeline (Yusuf Sender)' }).click();
    await expect(page.getByRole('dialog', { name: 'Yusuf Sender' })).toBeVisible();

    // After a reload the link still leads to the sender's card on the board.
    await page.goto('/resources/inbound-contacts');
    await page
      .getByRole('row')
      .filter({ hasText: sender })
      .getByRole('link', { name: 'In the pipeline (Yusuf Sender)' })
      .click();
    await expect(card(column(page, 'mql_lead'), 'Yusuf')).toBeVisible();
    await expect(page.getByTestId('contact-card')).toHaveCount(1);
  });

  test('a new message and a colleague\'s "Mark handled" appear without a reload', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
    const staff = await createStaff(testInfo);
    await signInAt(page, '/resources/inbound-contacts', staff);
    await expect(
      page.getByRole('table').or(page.getByText('No contact form submissions yet.')),
    ).toBeVisible();
    // Wait until the page follows the table before anything changes.
    await expect(page.locator('[data-live="connected"]')).toBeAttached({ timeout: 30_000 });

    const sender = uniqueEmail(testInfo, 'live-sender');
    const admin = serviceClient();
    const { data: message, error } = await admin
      .from('contact_messages')
      .insert({ name: 'Live Sender', email: sender, message: 'Arrives while the page is open.' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const row = page.getByRole('row').filter({ hasText: sender });
    await expect(row).toContainText('Arrives while the page is open.', { timeout: 10_000 });
    await expect(row).toContainText('Open');

    // A colleague marks it handled in a browser of their own: who and when appear here too.
    const colleague = await createStaff(testInfo);
    const { createClient } = await import('@supabase/supabase-js');
    const config = (await (
      await fetch(`http://127.0.0.1:${port}/api/public-config.json`)
    ).json()) as { supabaseUrl: string; supabaseAnonKey: string };
    const other = createClient(config.supabaseUrl, config.supabaseAnonKey, {
      auth: { persistSession: false },
    });
    await other.auth.signInWithPassword(colleague);
    const handled = await other
      .from('contact_messages')
      .update({ handled_at: new Date().toISOString() })
      .eq('id', message!.id);
    expect(handled.error).toBeNull();
    await expect(row).toContainText(`by ${colleague.email}`, { timeout: 10_000 });
  });

  test('signing out in another tab sends the page to sign-in', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
    const staff = await createStaff(testInfo);
    await signInAt(page, '/resources/inbound-contacts', staff);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbound Contacts' })).toBeVisible();
    // Loaded: the messages, or none yet (this test may run before any other sends one).
    await expect(
      page.getByRole('table').or(page.getByText('No contact form submissions yet.')),
    ).toBeVisible();

    const other = await page.context().newPage();
    await other.goto('/');
    await other.getByRole('button', { name: 'Log Out' }).click();
    await expect(other.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    await page.waitForURL(/\/login\?next=%2Fresources%2Finbound-contacts$/);
  });

  test('says so when no message has arrived yet', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
    test.slow();
    // A server of its own: the suite's database has other tests' messages.
    const server = await startFreshServer();
    try {
      const email = 'first-staff@example.com';
      const password = 'staff password 1';
      const service = server.service();
      const created = await service.auth.admin.createUser({
        email,
        password,
        email_confirm: true,
      });
      expect(created.error).toBeNull();
      const promoted = await service
        .from('profiles')
        .update({ role: 'staff' })
        .eq('id', created.data.user!.id);
      expect(promoted.error).toBeNull();

      await page.goto(`${server.url}/login?next=%2Fresources%2Finbound-contacts`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login with Password' }).click();
      await page.waitForURL(`${server.url}/resources/inbound-contacts`);
      await expect(page.getByText('No contact form submissions yet.')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoAxeViolations(page);
    } finally {
      await server.stop();
    }
  });
});
