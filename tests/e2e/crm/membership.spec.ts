import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../auth/support/members.ts';
import { mailsTo, toast } from '../forms/support/backend.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createStaff, signInAt } from './support.ts';

const port = process.env['E2E_PORT'] ?? 4329;

/** A join application as the public site sends it (anonymous insert). */
async function apply(email: string, firstName: string) {
  const config = (await (
    await fetch(`http://127.0.0.1:${port}/api/public-config.json`)
  ).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const anon = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false },
  });
  const { error } = await anon.from('membership_requests').insert({
    first_name: firstName,
    last_name: 'Applicant',
    email,
    company: 'Falcon Logistics',
    title: 'Managing Director',
    linkedin_url: 'https://www.linkedin.com/in/falcon',
    referred_by: 'A member',
  });
  expect(error).toBeNull();
}

test('staff review a membership request: live arrival, approval with invitation, move to pipeline', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const staff = await createStaff(testInfo);
  await signInAt(page, '/crm?tab=membership', staff);
  await expect(page.getByRole('tab', { name: /Membership/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Changes made elsewhere arrive once the live feed is joined.
  await expect(page.locator('[data-live="connected"]')).toBeAttached();

  // An application sent from the public site appears without a reload.
  const email = uniqueEmail(testInfo, 'applicant');
  const firstName = `Rania${Date.now().toString(36)}`;
  await apply(email, firstName);
  const card = page.getByTestId('request-card').filter({ hasText: firstName });
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card).toContainText('Arrived today');
  await expect(page.getByTestId('membership-badge')).toBeVisible();
  await expectNoAxeViolations(page);

  // Approve: an account with a set-password invitation, then the decision mail.
  await card.getByLabel(`Status of ${firstName} Applicant`).selectOption('approved');
  await expect(toast(page, 'Status updated')).toBeVisible();
  await page.getByRole('button', { name: /^Approved/ }).click();
  await expect(card).toContainText('Approved');
  await expect.poll(async () => (await mailsTo(request, email)).length).toBeGreaterThanOrEqual(2);

  // Move to Pipeline opens the new contact's record.
  await card.getByRole('button', { name: 'Move to Pipeline' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  const record = page.getByRole('dialog', { name: `${firstName} Applicant` });
  await expect(record).toBeVisible();
  // The record shows the person's history with the network.
  await expect(record.getByTestId('network-history')).toContainText(
    'Membership application: Moved to Pipeline',
  );
});
