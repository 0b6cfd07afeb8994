// Staff see a job that failed (the Make scenario answering 500) in the CRM's Failed jobs panel,
// and once the cause is fixed, Retry now runs it and it leaves the list
// (docs/behaviour/staff-app.md#failed-jobs).
import { expect, test } from '@playwright/test';
import { startMakeStandIn } from '../../integration/functions/make-stand-in.ts';
import { toast } from '../auth/support/members.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { startFreshServer } from '../support/fresh-server.ts';
import { signInNewStaff } from '../support/fresh-server-staff.ts';

// Ports of their own beside the suite's server (E2E_PORT), so parallel runs do not collide.
const base = Number(process.env['E2E_PORT'] ?? 4329);

test('a failed job shows in the CRM and Retry now runs it once the cause is fixed', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  test.slow();
  const make = await startMakeStandIn(base + 1);
  // One attempt per job, so the failure is final at once, as after an afternoon's outage.
  const server = await startFreshServer({
    port: base + 2,
    env: { MAKE_WEBHOOK_URL: make.url, SUPABASE_JOB_MAX_ATTEMPTS: '1' },
  });
  try {
    const service = server.service();
    await signInNewStaff(page, server, 'jobs-staff@example.com');

    // Nothing has failed yet.
    await page.getByRole('button', { name: 'Failed jobs' }).click();
    const panel = page.getByRole('dialog', { name: 'Failed jobs' });
    await expect(panel.getByText('No failed jobs.')).toBeVisible();

    // An application whose forwarding to Make fails (the scenario answers 500).
    const email = 'rania.unal+jobs@example.org';
    make.failAlways(email);
    const { data: request, error } = await service
      .from('membership_requests')
      .insert({ first_name: 'Rania', last_name: 'Ünal 🌙', email })
      .select('id')
      .single();
    expect(error).toBeNull();
    await expect
      .poll(async () => {
        const { data } = await service
          .from('after_insert_jobs')
          .select('status')
          .eq('row_id', request!.id)
          .eq('kind', 'push-to-make')
          .single();
        return data?.status;
      })
      .toBe('failed');

    await panel.getByRole('button', { name: 'Refresh' }).click();
    const row = panel.getByTestId('failed-job');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Forward application to Make');
    await expect(row).toContainText(`Rania Ünal 🌙 <${email}>`);
    await expect(row).toContainText('Make answered HTTP 500');
    await expect(row).toContainText('1 attempt');
    await expectNoAxeViolations(page);

    // The scenario is fixed; Retry now runs the job and it leaves the list.
    make.accept(email);
    await row.getByRole('button', { name: /^Retry now/ }).click();
    await expect(toast(page, 'Job queued')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(() => make.callsFor(email).length).toBe(2);
    await expect
      .poll(async () => {
        const { data } = await service
          .from('after_insert_jobs')
          .select('status')
          .eq('row_id', request!.id)
          .eq('kind', 'push-to-make')
          .single();
        return data?.status;
      })
      .toBe('done');
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(panel.getByText('No failed jobs.')).toBeVisible();
  } finally {
    await server.stop();
    await make.close();
  }
});
