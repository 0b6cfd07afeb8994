// The Privacy tab lists the monthly retention runs (docs/privacy/retention.md): when each ran,
// and per rule its count, the period applied and the cutoff, names nowhere. The run here is this month's
// (scheduled now, as the server's own timer would): nothing is older than the period, so it erases
// nothing, and other tests' rows are safe.
import { expect, test } from '@playwright/test';
import { createStaff, serviceClient, signInAt } from './support.ts';

test('the Privacy tab shows the month’s retention run with its figures per rule', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const service = serviceClient();
  const scheduled = await service.rpc('schedule_retention', {});
  expect(scheduled.error).toBeNull();
  // This month's run, whoever queued it; the job runner makes it within a few seconds.
  await expect
    .poll(
      async () =>
        (await service.from('retention_runs').select('ran_at').order('month', { ascending: false }))
          .data?.[0]?.ran_at ?? null,
      { timeout: 30_000 },
    )
    .not.toBeNull();

  const staff = await createStaff(testInfo);
  await signInAt(page, '/crm?tab=privacy', staff);
  const runs = page.getByRole('list', { name: 'Retention runs' });
  const run = runs.getByTestId('retention-run').first();
  const month = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Riyadh',
  }).format(new Date());
  await expect(run).toContainText(`Run for ${month}`);
  await expect(run).toContainText(/Ran \w{3} \d+, \d{4} \d\d:\d\d/);
  for (const [rule, period] of [
    ['Membership applications rejected or never answered', /24 months, before \w+, \d+ \w+ \d{4}/],
    ['Event requests', /24 months, before/],
    ['Contact messages', /24 months, before/],
    ['Newsletter sign-ups never confirmed', /7 days, before/],
    ['Contacts made by the newsletter alone, unsubscribed', null],
    ['Privacy requests never confirmed from their mail', /30 days, before/],
    ['Privacy requests answered', /24 months, before/],
    ['Incidents closed', /5 years, before/],
    ['Consent records of people no longer held anywhere', null],
    ['Mails sent to people no longer held anywhere', null],
  ] as const) {
    const term = run.getByRole('term').filter({ hasText: rule }).first();
    await expect(term).toBeVisible();
    if (period) await expect(term).toContainText(period);
    else await expect(term).not.toContainText('before');
  }
  await expect(run).not.toContainText('@');
});
