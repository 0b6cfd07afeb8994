import { expect, test, type Locator } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { axeViolations } from '../support/axe.ts';
import { createStaff, serviceClient, signInAt } from './support.ts';

/**
 * A month of its own far in the past, so figures of the rows this test stores are not mixed
 * with other tests' (they store rows now), nor with a retry's or a repeat's: drawn at random and
 * claimed in the database (a contact named after it, created now, outside the month: the unique
 * address refuses a second claim), as two runs drawing the same month counted each other's rows.
 */
async function ownMonth(): Promise<{ year: number; month: string; last: string }> {
  for (;;) {
    const year = 2001 + Math.floor(Math.random() * 19);
    const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
    const { error } = await serviceClient()
      .from('contacts')
      .insert({
        first_name: 'Overview',
        last_name: `month ${year}-${month}`,
        email: `overview-month-${year}-${month}@claims.example.org`,
      });
    if (!error) return { year, month, last: month === '02' ? '28' : '30' };
    expect(error.code, error.message).toBe('23505');
  }
}

/** Shows the Overview's figures of a custom period of whole days. */
async function choosePeriod(overview: Locator, from: string, to: string) {
  await overview.getByLabel('Period', { exact: true }).selectOption('custom');
  await overview.getByLabel('From', { exact: true }).fill(from);
  await overview.getByLabel('To', { exact: true }).fill(to);
}

test('/crm opens on the Overview, the first tab: the period, figures of the stored rows, a count opening its rows', async ({
  page,
}, testInfo) => {
  const { year, month, last } = await ownMonth();
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
  await choosePeriod(overview, `${year}-${month}-01`, `${year}-${month}-${last}`);
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
  await choosePeriod(overview, `${year + 1}-${month}-01`, `${year + 1}-${month}-${last}`);
  await expect(reached('MQL Lead')).toHaveText('0');
  await expect(overview.getByTestId('overview-requests').getByRole('row')).toHaveCount(1);

  // Back to the month; the Approved count opens the All table narrowed to that one application.
  await choosePeriod(overview, `${year}-${month}-01`, `${year}-${month}-${last}`);
  await requests.getByRole('cell').nth(1).getByRole('button', { name: '1' }).click();
  await expect(page).toHaveURL(/tab=all/);
  await expect(page.getByTestId('all-narrowing')).toContainText('Join form, Approved');
  await expect(page.getByTestId('all-range')).toHaveText('Rows 1–1 of 1');
  await expect(page.getByTestId('all-table')).toContainText(approvedName);
  await page.getByRole('button', { name: 'Show every row' }).click();
  await expect(page.getByTestId('all-narrowing')).toHaveCount(0);

  // A funnel count opens its leads, from the keyboard: the won lead reached Closed Won.
  await tabs.first().click();
  await choosePeriod(overview, `${year}-${month}-01`, `${year}-${month}-${last}`);
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

test('the event figures follow invitations and check-ins live, without drawing the charts again', async ({
  page,
}, testInfo) => {
  const { year, month, last } = await ownMonth();
  const slug = `overview-live-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const title = `Live dinner ${slug}`;
  const starts = `${year}-${month}-10T19:00:00+03:00`;
  const supabase = serviceClient();
  const event = {
    slug,
    title_en: title,
    starts_at: starts,
    ends_at: `${year}-${month}-10T22:00:00+03:00`,
    venue_en: 'Venue',
    area_en: 'Riyadh',
    capacity: 10,
  };
  expect((await supabase.from('events').insert(event)).error).toBeNull();
  try {
    await signInAt(page, '/crm', await createStaff(testInfo));
    const overview = page.getByTestId('overview');
    await choosePeriod(overview, `${year}-${month}-01`, `${year}-${month}-${last}`);
    const row = overview.getByTestId('overview-events').getByRole('row', { name: title });
    // Capacity, invited, confirmed, declined, checked in, walk-ins, no-shows, fill, show.
    await expect(row.getByRole('cell')).toHaveText(['10', '0', '0', '0', '0', '0', '0', '0%', '—']);
    await expect(overview.locator('[data-period][aria-busy="false"]')).toBeVisible();
    const chart = overview.locator('section[aria-labelledby="overview-events"] canvas').first();
    await chart.evaluate((canvas) => canvas.setAttribute('data-drawn-before', 'yes'));

    const invited = await supabase
      .from('invitations')
      .insert({
        event_slug: slug,
        email: uniqueEmail(testInfo, 'live-guest'),
        guest_name: 'Live Guest',
        status: 'confirmed',
        starts_at: starts,
      })
      .select('id')
      .single();
    expect(invited.error).toBeNull();
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    expect(
      (await supabase.from('check_ins').insert({ invitation_id: invited.data!.id })).error,
    ).toBeNull();
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await expect(row.getByRole('cell').nth(7)).toHaveText('10%');
    const mix = overview
      .getByTestId('overview-guest-mix-seniority')
      .getByRole('row', { name: title });
    await expect(mix.getByRole('cell')).toHaveText(['No title given', '1', '1']);
    // The chart took the new values in place: the same canvas, not one drawn again.
    await expect(chart).toHaveAttribute('data-drawn-before', 'yes');
  } finally {
    await supabase.from('invitations').delete().eq('event_slug', slug);
    await supabase.from('events').delete().eq('slug', slug);
  }
});

test('the Overview reads on A4: every chart and table within the printable width', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'paper is the same from any screen');
  await signInAt(page, '/crm', await createStaff(testInfo));
  const overview = page.getByTestId('overview');
  // A year: the widest tables (a row a week and source) and charts (52 weeks).
  await choosePeriod(overview, '2025-01-01', '2025-12-31');
  await expect(overview.locator('[data-period][aria-busy="false"]')).toBeVisible();
  await expect(overview.getByTestId('overview-newsletter').getByRole('row')).toHaveCount(54);

  // A4 is 210 mm wide; less the page's 1 cm margins, 190 mm: 718 CSS pixels.
  const printable = 718;
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: printable, height: 1000 });
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeHidden();
  await expect(page.getByLabel('Period', { exact: true })).toBeHidden();
  await expect(overview.getByText('Overview, 2025-01-01 to 2025-12-31')).toBeVisible();
  const parts = overview.locator('canvas, table');
  expect(await parts.count()).toBeGreaterThan(10);
  for (const part of await parts.all()) {
    const box = await part.boundingBox();
    expect(box, await part.evaluate((node) => node.outerHTML.slice(0, 80))).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(printable);
  }
  // Nothing is cut off inside a table's box either, nor is the page wider than the paper.
  const overflowing = await overview.evaluate((root) =>
    [...root.querySelectorAll('table')]
      .filter((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth)
      .map((table) => table.dataset['testid']),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    printable,
  );
  // And the board pack itself: an A4 PDF of several pages.
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThan(1);
});
