import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { toast, uniqueEmail } from '../auth/support/members.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createStaff, insertContact, insertMembershipRequest, signInAt } from './support.ts';

test('the All table searches, sorts, opens a contact and exports exactly the rows shown', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const staff = await createStaff(testInfo);
  const stamp = Date.now().toString(36);
  await insertContact({
    first_name: `Alpha${stamp}`,
    email: uniqueEmail(testInfo, 'alpha'),
    company: '=cmd()',
  });
  await insertContact({ first_name: `Beta${stamp}`, email: uniqueEmail(testInfo, 'beta') });

  await signInAt(page, '/crm?tab=all', staff);
  const table = page.getByTestId('all-table');
  await expect(table).toBeVisible();
  await page.getByLabel('Search everything').fill(stamp);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`Alpha${stamp}`);
  await table.getByRole('button', { name: /^Name/ }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(`Beta${stamp}`);
  await expect(table.getByRole('row').nth(1)).toContainText('Never');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV (2)' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Type,Name,Title,Email,Company,Industry,Message,Status,Last Login');
  expect(lines).toHaveLength(3);
  expect(csv).toContain("'=cmd()");

  await table.getByRole('button', { name: new RegExp(`^Alpha${stamp}`) }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(`^Alpha${stamp}`) })).toBeVisible();
});

test('a request row opens its details, where staff decide among pending, approved and rejected', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const staff = await createStaff(testInfo);
  const stamp = Date.now().toString(36);
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
  await expectNoAxeViolations(page);
  await status.selectOption('rejected');
  await expect(toast(page, 'Status updated')).toBeVisible();
  await expect(status).toHaveValue('rejected');
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
});
