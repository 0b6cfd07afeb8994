// Staff see how old the server's newest backup is, and a warning on every screen once it is older
// than two days (docs/behaviour/staff-app.md#backups).
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { startFreshServer } from '../support/fresh-server.ts';
import { signInNewStaff } from '../support/fresh-server-staff.ts';

test('an archive three days old is a warning in the header, with its details', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  test.slow();
  // The operator's folder, named as people name folders; its newest archive is three days old
  // and the schedule is off, so the server takes none while the test runs.
  const folder = path.resolve(testInfo.outputPath('backups #1 [nightly] 100%'));
  mkdirSync(folder, { recursive: true });
  const archive = path.join(folder, 'majlis-backup-2026-01-01T00-00-00Z.tar.gz');
  writeFileSync(archive, Buffer.alloc(3 * 1024 * 1024, 1));
  const taken = new Date(Date.now() - 3 * 24 * 3_600_000 - 60_000);
  utimesSync(archive, taken, taken);
  const server = await startFreshServer({
    env: { SUPABASE_BACKUP_DIR: folder, SUPABASE_BACKUP_INTERVAL: '0' },
  });
  try {
    await signInNewStaff(page, server, 'backups-staff@example.com');

    const warning = page.getByRole('button', { name: 'Last backup 3 days ago' });
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAttribute('aria-expanded', 'false');
    // From the keyboard: Enter shows the details, Escape hides them.
    await warning.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('region', { name: 'Backup details' });
    await expect(details).toContainText('The newest archive holds 3.0 MB.');
    await expect(details).toContainText('Older than 2 days');
    await expect(details).toContainText('SUPABASE_BACKUP_INTERVAL is 0');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(warning).toBeFocused();

    // A warning is not left to wide screens: on a phone it stays in the header.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(warning).toBeVisible();
    const box = await warning.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
