import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createStaff, insertContact, signInAt } from './support.ts';

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
