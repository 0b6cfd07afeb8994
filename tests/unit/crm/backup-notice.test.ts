import { describe, expect, it } from 'vitest';
import { backupNotice, timeAgo, type BackupHealth } from '~/lib/crm/backups/backup-notice.ts';

const NOW = new Date('2026-03-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const HEALTHY: BackupHealth = {
  newest_at: hoursBefore(5),
  newest_bytes: 12.3 * 1024 * 1024,
  failed_at: null,
  failure: null,
  interval_seconds: 86_400,
  checked_at: hoursBefore(5),
  warn_after_days: 2,
  stale: false,
  failing: false,
};

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [0.5 / 60, 'just now'],
    [1 / 60, '1 minute ago'],
    [59 / 60, '59 minutes ago'],
    [1, '1 hour ago'],
    [23.9, '23 hours ago'],
    [24, '1 day ago'],
    [73, '3 days ago'],
    // A clock a little ahead of the server's never says "in the future".
    [-0.1, 'just now'],
  ])('%s hours before reads "%s"', (hours, text) => {
    expect(timeAgo(new Date(hoursBefore(hours)), NOW)).toBe(text);
  });
});

describe('backupNotice', () => {
  it('says nothing where the server takes no backups (no status row)', () => {
    expect(backupNotice(null, NOW)).toBeNull();
  });

  it.each<[string, Partial<BackupHealth>, ReturnType<typeof backupNotice>]>([
    [
      'a recent backup: quiet, with its age and size',
      {},
      {
        tone: 'quiet',
        summary: 'Last backup 5 hours ago',
        details: ['The newest archive holds 12.3 MB.'],
      },
    ],
    [
      'older than the warning age: a warning naming where to look',
      { newest_at: hoursBefore(73), stale: true },
      {
        tone: 'warning',
        summary: 'Last backup 3 days ago',
        details: [
          'The newest archive holds 12.3 MB.',
          'Older than 2 days: the server takes one a day. Check its log for "Backup failed" and the backups folder\'s disk.',
        ],
      },
    ],
    [
      'none yet, within the first two days: quiet',
      { newest_at: null, newest_bytes: null },
      { tone: 'quiet', summary: 'No backup yet', details: [] },
    ],
    [
      'none after two days of watching: a warning',
      { newest_at: null, newest_bytes: null, stale: true },
      {
        tone: 'warning',
        summary: 'No backup yet',
        details: [
          'None in 2 days of watching: check the server\'s log for "Backup failed" and the backups folder\'s disk.',
        ],
      },
    ],
    [
      'the last attempt failed after the newest success: a warning with the reason',
      {
        failed_at: hoursBefore(1),
        failure: 'ENOSPC: no space left on device, write',
        failing: true,
      },
      {
        tone: 'warning',
        summary: 'Backup failed',
        details: [
          'The newest archive holds 12.3 MB.',
          'The last attempt failed 1 hour ago: ENOSPC: no space left on device, write',
        ],
      },
    ],
    [
      'an old failure before the newest success is history, not a warning',
      { failed_at: hoursBefore(30), failure: 'ENOSPC', failing: false },
      {
        tone: 'quiet',
        summary: 'Last backup 5 hours ago',
        details: ['The newest archive holds 12.3 MB.'],
      },
    ],
    [
      'the schedule turned off, with no archive: says so',
      { interval_seconds: 0, newest_at: null, newest_bytes: null },
      {
        tone: 'quiet',
        summary: 'Scheduled backups are off',
        details: [
          'SUPABASE_BACKUP_INTERVAL is 0: backups are taken only when an operator runs npm run backup.',
        ],
      },
    ],
  ])('%s', (_case, change, expected) => {
    expect(backupNotice({ ...HEALTHY, ...change }, NOW)).toEqual(expected);
  });
});
