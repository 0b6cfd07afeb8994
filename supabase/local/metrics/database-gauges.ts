// The gauges read from the database at each scrape: the job queue, the database size, the
// stored files and the newest backup's age. Reset before each read, so a kind or bucket that has
// emptied leaves the text.
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseFigures } from './database-figures.ts';

/** Registers the gauges; the function returned refreshes them from one read. */
export function databaseGauges(
  registers: Registry[],
  readFigures: () => Promise<DatabaseFigures>,
  log: (level: 'warn', message: string, detail?: unknown) => void,
): () => Promise<void> {
  const jobs = new Gauge({
    name: 'majlis_jobs',
    help: 'Jobs in the queue table by kind and status (pending and running: the depth; failed: given up).',
    labelNames: ['kind', 'status'] as const,
    registers,
  });
  const retrying = new Gauge({
    name: 'majlis_jobs_retrying',
    help: 'Pending jobs waiting to run again after a failed attempt, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const databaseBytes = new Gauge({
    name: 'majlis_database_size_bytes',
    help: 'Size of the database on disk (pg_database_size), read at most once a minute.',
    registers,
  });
  const storedBytes = new Gauge({
    name: 'majlis_stored_bytes',
    help: 'Bytes of the files kept in Storage, by bucket.',
    labelNames: ['bucket'] as const,
    registers,
  });
  const storedObjects = new Gauge({
    name: 'majlis_stored_objects',
    help: 'Files kept in Storage, by bucket.',
    labelNames: ['bucket'] as const,
    registers,
  });
  const backupAge = new Gauge({
    name: 'majlis_backup_age_seconds',
    help: "Seconds since the newest backup in the server's backups folder (NaN: none, or no schedule).",
    registers,
  });
  const databaseUp = new Gauge({
    name: 'majlis_metrics_database_up',
    help: '1 when this scrape could read the database figures, else 0 (they are left out, the size NaN).',
    registers,
  });

  return async () => {
    jobs.reset();
    retrying.reset();
    databaseBytes.reset();
    storedBytes.reset();
    storedObjects.reset();
    let figures: DatabaseFigures;
    try {
      figures = await readFigures();
    } catch (error) {
      log('warn', 'metrics: could not read the database figures', error);
      databaseUp.set(0);
      // A gauge without labels cannot be left out: NaN says unknown where 0 would say empty.
      databaseBytes.set(Number.NaN);
      backupAge.set(Number.NaN);
      return;
    }
    databaseUp.set(1);
    databaseBytes.set(figures.databaseBytes);
    backupAge.set(figures.backupAgeSeconds ?? Number.NaN);
    const retryingByKind = new Map<string, number>();
    for (const row of figures.jobs) {
      jobs.set({ kind: row.kind, status: row.status }, row.jobs);
      retryingByKind.set(row.kind, (retryingByKind.get(row.kind) ?? 0) + row.retrying);
    }
    for (const [kind, count] of retryingByKind) retrying.set({ kind }, count);
    for (const bucket of figures.buckets) {
      storedBytes.set({ bucket: bucket.bucket }, bucket.bytes);
      storedObjects.set({ bucket: bucket.bucket }, bucket.objects);
    }
  };
}
