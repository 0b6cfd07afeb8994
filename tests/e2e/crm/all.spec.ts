import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { toast, uniqueEmail } from '../auth/support/members.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  createStaff,
  insertContact,
  insertEventRequest,
  insertMembershipRequest,
  serviceClient,
  signInAt,
} from './support.ts';

/** Tests run side by side: a time stamp alone can be the same in two of them. */
function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test('the All table searches, sorts, opens a contact and exports exactly the rows shown', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const staff = await createStaff(testInfo);
  const stamp = uniqueStamp();
  const alpha = uniqueEmail(testInfo, 'alpha');
  await insertContact({ first_name: `Alpha${stamp}`, email: alpha, company: '=cmd()' });
  await insertContact({ first_name: `Beta${stamp}`, email: uniqueEmail(testInfo, 'beta') });
  // Alpha came to one of two past events (docs/behaviour/event-guests.md#attendance).
  const invitations = await serviceClient()
    .from('invitations')
    .insert(
      ['came', 'missed'].map((what, n) => ({
        event_slug: `e2e-${stamp}-${what}`,
        email: alpha.toUpperCase(),
        guest_name: `Alpha${stamp}`,
        starts_at: new Date(Date.now() - (n + 1) * 86_400_000).toISOString(),
      })),
    )
    .select('id, event_slug');
  expect(invitations.error).toBeNull();
  const came = invitations.data!.find((row) => row.event_slug.endsWith('-came'))!;
  expect(
    (await serviceClient().from('check_ins').insert({ invitation_id: came.id })).error,
  ).toBeNull();

  await signInAt(page, '/crm?tab=all', staff);
  const table = page.getByTestId('all-table');
  await expect(table).toBeVisible();
  await page.getByLabel('Search everything').fill(stamp);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`Alpha${stamp}`);
  await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('1 of 2');
  await expect(table.getByRole('row').nth(2).getByRole('cell').last()).toHaveText('—');
  await table.getByRole('button', { name: /^Name/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`Beta${stamp}`);
  await expect(table.getByRole('row').nth(1)).toContainText('Never');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV (2)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Type,Name,Title,Email,Company,Industry,Message,Status,Last Login,Attended',
  );
  expect(lines).toHaveLength(3);
  expect(csv).toContain("'=cmd()");
  // Sorted by name, descending: Beta (no counted invitation), then Alpha.
  expect(lines[1]).toMatch(/,Never,$/);
  expect(lines[2]).toMatch(/^Contact,Alpha\S+ Test,.*,Never,1 of 2$/);

  await table.getByRole('button', { name: new RegExp(`^Alpha${stamp}`) }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(`^Alpha${stamp}`) })).toBeVisible();
});

test('a request row opens its details, where staff decide among pending, approved and rejected', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const staff = await createStaff(testInfo);
  const stamp = uniqueStamp();
  await insertMembershipRequest({
    first_name: `Gamma${stamp}`,
    last_name: 'Applicant',
    email: uniqueEmail(testInfo, 'gamma'),
    additional_info: 'We open a regional office in Riyadh next spring.',
  });

  await signInAt(page, '/crm?tab=all', staff);
  await page.getByLabel('Search everything').fill(`gamma${stamp}`);
  const table = page.getByTestId('all-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Membership request');
  await expect(table.getByRole('row').nth(1)).toContainText('regional office');
  await table.getByRole('button', { name: new RegExp(`^Gamma${stamp}`) }).click();

  const details = page.getByRole('dialog', { name: `Gamma${stamp} Applicant` });
  await expect(details.getByTestId('request-details')).toContainText('regional office in Riyadh');
  const status = details.getByLabel(`Status of Gamma${stamp} Applicant`);
  await expect(status).toHaveValue('pending');
  await expect(status.locator('option')).toHaveText(['Pending Review', 'Approved', 'Rejected']);
  // The table behind the dialog may still be re-reading after the live arrivals.
  await expectNoAxeViolations(page);
  await status.selectOption('rejected');
  await expect(toast(page, 'Status updated')).toBeVisible();
  await expect(status).toHaveValue('rejected');
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
});

test('the All table takes new requests live, filters by type and opens an event request', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const staff = await createStaff(testInfo);
  const stamp = `delta${uniqueStamp()}`;
  await signInAt(page, '/crm?tab=all', staff);
  const table = page.getByTestId('all-table');
  await expect(table).toBeVisible();
  await expect(page.locator('[data-live="connected"]')).toBeAttached();
  await page.getByLabel('Search everything').fill(stamp);
  await expect(page.getByText('Nothing matches your search and filter.')).toBeVisible();

  // Sent from elsewhere (the public forms), both rows arrive without a reload or Refresh.
  await insertMembershipRequest({
    first_name: `${stamp}Member`,
    last_name: 'Applicant',
    email: uniqueEmail(testInfo, 'delta-member'),
  });
  await insertEventRequest({
    name: `${stamp}Guest Of Honour`,
    email: uniqueEmail(testInfo, 'delta-guest'),
    event_type: 'dinner',
    event_slug: 'suhoor-dinner',
    title: 'Founder',
    interests: 'Family offices',
  });
  await expect(table.getByRole('row')).toHaveCount(3, { timeout: 5000 });

  await table.getByRole('button', { name: 'Type' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Event request');
  await expect(table.getByRole('row').nth(2)).toContainText('Membership request');

  await page.getByLabel('Type', { exact: true }).selectOption('event');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV (1)' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^Event request,${stamp}Guest Of Honour,Founder,`));

  await table.getByRole('button', { name: new RegExp(`^${stamp}Guest`) }).click();
  const details = page.getByRole('dialog', { name: `${stamp}Guest Of Honour` });
  await expect(details.getByTestId('request-details')).toContainText('Family offices');
  await expect(details.getByTestId('request-details')).toContainText('Suhoor');
  await details.getByLabel(`Status of ${stamp}Guest Of Honour`).selectOption('approved');
  // The dinner is past today: the approval asks first, inside the dialog.
  await expect(details.getByRole('alert')).toContainText('This event is over');
  await details.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(toast(page, 'Status updated')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();
  // The decision reaches the table through the live feed too.
  await expect(table.getByRole('row').nth(1)).toContainText('Approved (dinner)');
});
