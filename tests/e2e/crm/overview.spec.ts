import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { axeViolations } from '../support/axe.ts';
import { createStaff, serviceClient, signInAt } from './support.ts';

/**
 * A month of its own far in the past, so figures of the rows this test stores are not mixed
 * with other tests' (they store rows now) nor with a retry's.
 */
function ownMonth(): { year: number; month: string; last: string } {
  const year = 2001 + Math.floor(Math.random() * 19);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  return { year, month, last: month === '02' ? '28' : '30' };
}

test('/crm opens on the Overview, the first tab: the period, figures of the stored rows, a count opening its rows', async ({
  page,
}, testInfo) => {
  const { year, month, last } = ownMonth();
  const day = (d: string, time = '10:00') => `${year}-${month}-${d}T${time}:00+03:00`;
  const supabase = serviceClient();
  // Three new leads (one already won) and two applications, one approved, in the first week.
  const contacts = [
    ['Won', 'closed_won'],
    ['Fresh', 'mql_lead'],
    ['Newer', 'mql_lead'],
  ].map(([first_name, stage], i) => ({
    first_name: `Overview ${first_name}`,
    last_name: 'Lead',
    email: uniqueEmail(testInfo, `lead${i}`),
    stage,
    created_at: day(`0${i + 2}`),
  }));
  expect((await supabase.from('contacts').insert(contacts)).error).toBeNull();
  const approvedName = `Approved ${Date.now().toString(36)}`;
  const applications = [
    { first_name: approvedName, request_status: 'approved' },
    { first_name: 'Waiting', request_status: 'pending' },
  ].map((fields, i) => ({
    ...fields,
    last_name: 'Applicant',
    email: uniqueEmail(testInfo, `applicant${i}`),
    created_at: day('03'),
  }));
  expect((await supabase.from('membership_requests').insert(applications)).error).toBeNull();

  const staff = await createStaff(testInfo);
  // /crm opens on the Overview, the first tab.
  await signInAt(page, '/crm', staff);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveText('Overview');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const overview = page.getByTestId('overview');
  // The first open fetches the tab's code and reads every figure.
  await expect(overview.getByTestId('overview-stage-counts')).toBeVisible({ timeout: 30_000 });

  // The figures of this test's own month.
  await overview.getByLabel('Period', { exact: true }).selectOption('custom');
  await overview.getByLabel('From', { exact: true }).fill(`${year}-${month}-01`);
  await overview.getByLabel('To', { exact: true }).fill(`${year}-${month}-${last}`);
  const funnel = overview.getByTestId('overview-funnel');
  const reached = (stage: string) =>
    funnel.getByRole('row', { name: stage }).getByRole('cell').first();
  await expect(reached('MQL Lead')).toHaveText('3');
  await expect(reached('SQL Qualification')).toHaveText('1');
  await expect(reached('Closed Won')).toHaveText('1');
  const requests = overview
    .getByTestId('overview-requests')
    .getByRole('row', { name: /Join form/ });
  await expect(requests).toHaveCount(1);
  // Source, then Approved, Waitlisted, Rejected, Pending and Total.
  await expect(requests.getByRole('cell')).toHaveText(['Join form', '1', '0', '0', '1', '2']);
  await expect(overview.locator('[data-period][aria-busy="false"]')).toBeVisible();
  expect(await axeViolations(page, '[data-testid="overview"]')).toEqual([]);

  // Another period: the month after holds none of these rows.
  await overview.getByLabel('From', { exact: true }).fill(`${year + 1}-${month}-01`);
  await overview.getByLabel('To', { exact: true }).fill(`${year + 1}-${month}-${last}`);
  await expect(reached('MQL Lead')).toHaveText('0');
  await expect(overview.getByTestId('overview-requests').getByRole('row')).toHaveCount(1);

  // Back to the month; the Approved count opens the All table narrowed to that one application.
  await overview.getByLabel('From', { exact: true }).fill(`${year}-${month}-01`);
  await overview.getByLabel('To', { exact: true }).fill(`${year}-${month}-${last}`);
  await requests.getByRole('cell').nth(1).getByRole('button', { name: '1' }).click();
  await expect(page).toHaveURL(/tab=all/);
  await expect(page.getByTestId('all-narrowing')).toContainText('Join form, Approved');
  await expect(page.getByTestId('all-range')).toHaveText('Rows 1–1 of 1');
  await expect(page.getByTestId('all-table')).toContainText(approvedName);
  await page.getByRole('button', { name: 'Show every row' }).click();
  await expect(page.getByTestId('all-narrowing')).toHaveCount(0);

  // A funnel count opens its leads, from the keyboard: the won lead reached Closed Won.
  await tabs.first().click();
  await overview.getByLabel('Period', { exact: true }).selectOption('custom');
  await overview.getByLabel('From', { exact: true }).fill(`${year}-${month}-01`);
  await overview.getByLabel('To', { exact: true }).fill(`${year}-${month}-${last}`);
  await expect(reached('MQL Lead')).toHaveText('3');
  await reached('Closed Won').getByRole('button', { name: '1' }).press('Enter');
  await expect(page).toHaveURL(/tab=all/);
  await expect(page.getByTestId('all-narrowing')).toContainText('Reached, Closed Won');
  await expect(page.getByTestId('all-range')).toHaveText('Rows 1–1 of 1');
  await expect(page.getByTestId('all-table')).toContainText('Overview Won Lead');
  // The export downloads the same rows.
  await expect(page.getByRole('link', { name: /Export/ })).toHaveAttribute(
    'href',
    /figure=reached&figure_value=closed_won/,
  );
});
