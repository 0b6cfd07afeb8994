// The backup schedule's view of its folder, kept in public.backup_status for staff and /metrics
// (supabase/migrations/20251203400000_backup_status.sql).
import type { Database } from '../db/index.ts';

/** The table's limit on a failure's message (its check constraint). */
const FAILURE_MAX_CHARS = 500;

export interface BackupSeen {
  intervalSeconds: number;
  newest: { at: Date; bytes: number } | undefined;
  /** A failed attempt's message; a success keeps the last failure, dated, for staff to compare. */
  failure?: string;
}

export async function recordBackupStatus(db: Database, seen: BackupSeen): Promise<void> {
  await db.query(
    `insert into public.backup_status as b
            (id, interval_seconds, newest_at, newest_bytes, failed_at, failure)
     values (true, $1, $2, $3, case when $4::text is null then null else now() end, $4)
     on conflict (id) do update
        set interval_seconds = excluded.interval_seconds,
            newest_at = excluded.newest_at,
            newest_bytes = excluded.newest_bytes,
            failed_at = coalesce(excluded.failed_at, b.failed_at),
            failure = coalesce(excluded.failure, b.failure),
            checked_at = now()`,
    [
      seen.intervalSeconds,
      seen.newest?.at.toISOString() ?? null,
      seen.newest?.bytes ?? null,
      seen.failure === undefined ? null : seen.failure.slice(0, FAILURE_MAX_CHARS),
    ],
  );
}
