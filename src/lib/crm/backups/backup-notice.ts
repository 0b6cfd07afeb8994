import type { Database } from '~functions/_shared/database.types.ts';
import { labels } from '../labels.ts';

type Returned = Database['public']['Functions']['backup_health']['Returns'][number];
type Nullable = 'newest_at' | 'newest_bytes' | 'failed_at' | 'failure';
/** The function's row. Generated types cannot tell which of its columns may be null: these may. */
export type BackupHealth = Omit<Returned, Nullable> & { [K in Nullable]: Returned[K] | null };

export interface BackupNotice {
  /** A warning is shown on every tab; a quiet notice only where the header has room. */
  tone: 'quiet' | 'warning';
  summary: string;
  details: string[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "5 hours ago", in whole units rounded down, as a glance needs. */
export function timeAgo(then: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return labels.backups.justNow;
  if (elapsed < HOUR) return labels.backups.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return labels.backups.hoursAgo(Math.floor(elapsed / HOUR));
  return labels.backups.daysAgo(Math.floor(elapsed / DAY));
}

/**
 * What the header says about the server's backups. The database decides what is a warning
 * (public.backup_health: `stale` after its warning age, `failing` when the last attempt failed
 * after the newest success); this only words it. Null when the server takes no backups.
 */
export function backupNotice(health: BackupHealth | null, now: Date): BackupNotice | null {
  if (!health) return null;
  const newest = health.newest_at ? new Date(health.newest_at) : null;
  const details: string[] = [];
  if (newest && health.newest_bytes !== null)
    details.push(labels.backups.size((health.newest_bytes / 1024 / 1024).toFixed(1)));
  if (health.stale)
    details.push(
      newest
        ? labels.backups.olderThan(health.warn_after_days)
        : labels.backups.noneIn(health.warn_after_days),
    );
  if (health.failing && health.failed_at)
    details.push(
      labels.backups.failedAt(timeAgo(new Date(health.failed_at), now), health.failure ?? ''),
    );
  if (health.interval_seconds === 0) details.push(labels.backups.offHint);
  const summary = health.failing
    ? labels.backups.backupFailed
    : newest
      ? labels.backups.lastBackup(timeAgo(newest, now))
      : health.interval_seconds === 0
        ? labels.backups.scheduleOff
        : labels.backups.noBackupYet;
  return { tone: health.stale || health.failing ? 'warning' : 'quiet', summary, details };
}
