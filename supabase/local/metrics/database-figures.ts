// The figures a scrape reads from the database, at scrape time rather than counted as things
// happen, so they stay true across restarts and with several servers on one PostgreSQL. One
// statement: on PGlite each statement waits its turn behind the writes.
import type { Database } from '../db/index.ts';

export interface JobCount {
  kind: string;
  status: string;
  jobs: number;
  /** Pending jobs that have been tried before: each is waiting to retry after a failure. */
  retrying: number;
}

export interface BucketFigures {
  bucket: string;
  objects: number;
  bytes: number;
}

export interface DatabaseFigures {
  databaseBytes: number;
  jobs: JobCount[];
  buckets: BucketFigures[];
  /** Seconds since the newest backup the server's schedule saw; null with none (or no schedule). */
  backupAgeSeconds: number | null;
}

/**
 * The database's size is read at most this often: on PGlite it walks every file of the data
 * folder on the server's one database thread (0.1-0.9 s measured under load), holding up the
 * writes, and it moves slowly anyway.
 */
export const DATABASE_SIZE_MAX_AGE_MS = 60_000;

// Kinds and statuses are fixed by the table's check constraints, buckets by the migrations: the
// labels they give are bounded and name no person.
const FIGURES_SQL = `
select (select coalesce(json_agg(j), '[]'::json) from (
     select kind, status, count(*)::int as jobs,
            (count(*) filter (where status = 'pending' and attempts > 0))::int as retrying
       from public.after_insert_jobs group by kind, status order by kind, status) j) as jobs,
  (select coalesce(json_agg(b), '[]'::json) from (
     select bucket_id as bucket, count(*)::int as objects,
            coalesce(sum((metadata->>'size')::bigint), 0)::float8 as bytes
       from storage.objects group by bucket_id order by bucket_id) b) as buckets,
  (select extract(epoch from now() - newest_at)::float8 from public.backup_status) as backup_age`;

interface FiguresRow {
  jobs: JobCount[] | string;
  buckets: BucketFigures[] | string;
  backup_age: number | null;
}

/** PGlite hands json back parsed; node-postgres too, but a pooler may give text. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** Reads the figures at each call, the database size only when the last reading is too old. */
export function databaseFiguresReader(
  db: Database,
  now: () => number = Date.now,
): () => Promise<DatabaseFigures> {
  let size: { bytes: number; at: number } | undefined;
  return async () => {
    const { rows } = await db.query<FiguresRow>(FIGURES_SQL);
    const row = rows[0];
    if (!row) throw new Error('the figures query returned no row');
    if (!size || now() - size.at >= DATABASE_SIZE_MAX_AGE_MS) {
      const read = await db.query<{ bytes: number }>(
        'select pg_database_size(current_database())::float8 as bytes',
      );
      size = { bytes: Number(read.rows[0]?.bytes ?? 0), at: now() };
    }
    return {
      databaseBytes: size.bytes,
      jobs: parsed(row.jobs),
      buckets: parsed(row.buckets),
      backupAgeSeconds: row.backup_age === null ? null : Number(row.backup_age),
    };
  };
}
