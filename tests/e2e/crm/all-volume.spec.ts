import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  countByEmail,
  createStaff,
  deleteContactsByEmail,
  insertContactsInChunks,
  insertEventRequest,
  insertMembershipRequest,
  signInAt,
} from './support.ts';

// The All tab at volume (docs/behaviour/staff-app.md#the-all-table): past 10,000 contacts the
// table still counts every row, finds the oldest contact and exports every row.
const CONTACTS = 10_050;

test('the All table counts, finds and exports every one of 10,050 contacts and the requests @volume', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  test.setTimeout(240_000);
  const stamp = `vol${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const emails = `${stamp}-%@example.com`;
  const staff = await createStaff(testInfo);
  const hour = 60 * 60 * 1000;
  const start = Date.parse('2020-01-01T00:00:00Z');
  await insertContactsInChunks(
    Array.from({ length: CONTACTS }, (_, n) => ({
      // The oldest is first; one has an Arabic name.
      first_name: n === 0 ? `Oldest${stamp}` : n === 5000 ? 'نورة' : `Vol${n}`,
      last_name: n === 5000 ? `الهاشمي ${stamp}` : stamp,
      email: `${stamp}-${n}@example.com`,
      created_at: new Date(start + n * hour).toISOString(),
    })),
  );
  try {
    await insertMembershipRequest({
      first_name: `Member${stamp}`,
      last_name: 'Applicant',
      email: `${stamp}-member@example.com`,
    });
    await insertEventRequest({
      name: `Guest ${stamp}`,
      email: `${stamp}-guest@example.com`,
      event_type: 'forum',
    });
    const inDatabase =
      (await countByEmail('contacts', emails)) +
      (await countByEmail('membership_requests', emails)) +
      (await countByEmail('event_requests', emails));
    expect(inDatabase).toBe(CONTACTS + 2);

    await signInAt(page, '/crm?tab=all', staff);
    const table = page.getByTestId('all-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Search everything').fill(stamp);
    const exportLink = page.getByRole('link', { name: 'Export CSV (10,052)' });
    await expect(exportLink).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('all-range')).toHaveText('Rows 1–100 of 10,052', {
      timeout: 30_000,
    });

    // The oldest contact is found by search, and opens its record.
    await page.getByLabel('Search everything').fill(`oldest${stamp}`);
    await expect(table.getByRole('row')).toHaveCount(2, { timeout: 30_000 });
    await table.getByRole('button', { name: `Oldest${stamp} ${stamp}` }).click();
    await expect(page.getByRole('dialog', { name: new RegExp(`^Oldest${stamp}`) })).toBeVisible();
    await page.keyboard.press('Escape');

    // The export holds every row of the view, BOM first, the Arabic name intact.
    await page.getByLabel('Search everything').fill(stamp);
    await expect(exportLink).toBeVisible({ timeout: 30_000 });
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await exportLink.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^majlis-crm-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Type,Name,Title,Email,Company,Industry,Message,Status,Last Login,Attended',
    );
    expect(lines.length - 2).toBe(inDatabase);
    expect(lines).toContain(
      `Contact,نورة الهاشمي ${stamp},,${stamp}-5000@example.com,,,,MQL Lead,Never,`,
    );
    // Newest first, so the oldest contact is the last line.
    expect(lines.at(-2)).toBe(
      `Contact,Oldest${stamp} ${stamp},,${stamp}-0@example.com,,,,MQL Lead,Never,`,
    );
  } finally {
    // Closed first, so the 10,050 deletions are not also sent live to this page.
    await page.close();
    await deleteContactsByEmail(emails);
  }
});
