import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { seedDemoGuests, type DemoGuestReport } from './demo-guests.ts';
import { DEFAULT_CONTENT_DIR, syncContentEvents } from '../events/sync-content-events.ts';
import { supabaseDir } from './project-paths.ts';
import type { Database } from './types.ts';

export interface SqlFile {
  /** The file name, e.g. 20251121000100_profiles.sql. */
  name: string;
  path: string;
  sql: string;
  checksum: string;
}

/** A migration, bootstrap or seed file that failed; names the file and keeps Postgres's error as `cause`. */
export class MigrationError extends Error {
  readonly file: string;
  readonly code: string | undefined;

  constructor(file: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Applying ${file} failed: ${reason}`, { cause });
    this.name = 'MigrationError';
    this.file = file;
    this.code = (cause as { code?: string } | null)?.code;
  }
}

export function readSqlFiles(folder: string): SqlFile[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const filePath = path.join(folder, name);
      const sql = fs.readFileSync(filePath, 'utf8');
      return {
        name,
        path: filePath,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/** Supabase CLI's naming: `<version>_<name>.sql`, the version being a timestamp. */
export function splitMigrationName(fileName: string): { version: string; name: string } {
  const base = fileName.replace(/\.sql$/, '');
  const match = /^(\d+)_(.+)$/.exec(base);
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `Migration file ${fileName} must be named <timestamp>_<name>.sql, e.g. 20251121000100_profiles.sql`,
    );
  }
  return { version: match[1], name: match[2] };
}

/** The versions of the migrations in the project, in the order they apply. */
export function migrationVersions(root?: string): string[] {
  const folder = path.join(supabaseDir(root), 'migrations');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => splitMigrationName(name).version);
}

// The tables mirror the Supabase CLI's own (schema_migrations, seed_files), so a database
// migrated here and one migrated by `supabase db push` agree on what has run.
const TRACKING_TABLES = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    statements text[],
    name text
  );
  alter table supabase_migrations.schema_migrations
    add column if not exists applied_at timestamptz not null default now();
  create table if not exists supabase_migrations.seed_files (
    path text primary key,
    hash text not null
  );
  create table if not exists supabase_migrations.local_bootstrap (
    name text primary key,
    checksum text not null,
    applied_at timestamptz not null default now()
  );
`;

// One lock id for every process that migrates this database (Postgres only; PGlite is single-process).
const MIGRATION_LOCK_ID = 72_616_373;

export interface MigrationReport {
  bootstrap: string[];
  migrations: string[];
}

/**
 * Brings a database up to date: the local bootstrap files (what hosted Supabase provides),
 * then every migration not yet recorded, each in its own transaction, in name order.
 * Bootstrap files are re-applied when their text changes, so they must be idempotent.
 */
export async function applyMigrations(db: Database, root?: string): Promise<MigrationReport> {
  const dir = supabaseDir(root);
  const report: MigrationReport = { bootstrap: [], migrations: [] };
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(TRACKING_TABLES);
  });

  // What is applied, read once: a start with nothing new runs no transaction per file (about
  // 800 statements at 90 migrations, a third of a second of every restart). A file missing here
  // is still checked again under the lock (applyOnce), as another server may be applying it.
  const { rows: done } = await db.query<{ key: string }>(
    `select 'bootstrap:' || name || ':' || checksum as key from supabase_migrations.local_bootstrap
     union all
     select 'migration:' || version from supabase_migrations.schema_migrations`,
  );
  const alreadyApplied = new Set(done.map((row) => row.key));

  // A Supabase project (hosted or CLI) already has all of it; its supabase_admin role says so.
  const { rows: admin } = await db.query(`select 1 from pg_roles where rolname = 'supabase_admin'`);
  if (admin.length === 0) {
    for (const file of readSqlFiles(path.join(dir, 'local', 'bootstrap'))) {
      if (alreadyApplied.has(`bootstrap:${file.name}:${file.checksum}`)) continue;
      const applied = await applyOnce(db, file, {
        isApplied: `select 1 from supabase_migrations.local_bootstrap where name = $1 and checksum = $2`,
        isAppliedParams: [file.name, file.checksum],
        record: `insert into supabase_migrations.local_bootstrap (name, checksum) values ($1, $2)
                 on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
        recordParams: [file.name, file.checksum],
      });
      if (applied) report.bootstrap.push(file.name);
    }
  }

  for (const file of readSqlFiles(path.join(dir, 'migrations'))) {
    const { version, name } = splitMigrationName(file.name);
    if (alreadyApplied.has(`migration:${version}`)) continue;
    const applied = await applyOnce(db, file, {
      isApplied: `select 1 from supabase_migrations.schema_migrations where version = $1`,
      isAppliedParams: [version],
      record: `insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)`,
      recordParams: [version, name],
    });
    if (applied) report.migrations.push(file.name);
  }
  return report;
}

interface Bookkeeping {
  isApplied: string;
  isAppliedParams: unknown[];
  record: string;
  recordParams: unknown[];
}

async function applyOnce(db: Database, file: SqlFile, books: Bookkeeping): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const { rows } = await tx.query(books.isApplied, books.isAppliedParams);
      if (rows.length > 0) return false;
      await tx.exec(file.sql);
      await tx.query(books.record, books.recordParams);
      return true;
    });
  } catch (error) {
    throw new MigrationError(path.relative(process.cwd(), file.path) || file.name, error);
  }
}

/**
 * Applies a seed file (idempotent SQL) when it has never run here or has changed since.
 * Pass force to run it regardless (the seed:demo command).
 */
export async function applySeedFile(
  db: Database,
  file: SqlFile,
  options: { force?: boolean } = {},
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `select 1 from supabase_migrations.seed_files where path = $1 and hash = $2`,
        [file.name, file.checksum],
      );
      if (rows.length > 0 && !options.force) return false;
      await tx.exec(file.sql);
      await tx.query(
        `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
         on conflict (path) do update set hash = excluded.hash`,
        [file.name, file.checksum],
      );
      return true;
    });
  } catch (error) {
    throw new MigrationError(path.relative(process.cwd(), file.path) || file.name, error);
  }
}

function seedFile(name: string, root?: string): SqlFile {
  const file = readSqlFiles(supabaseDir(root)).find((candidate) => candidate.name === name);
  if (!file) throw new Error(`Missing ${path.join(supabaseDir(root), name)}`);
  return file;
}

/** supabase/seed.sql: the default stage checklists. Applied automatically; safe to re-run. */
export function seed(
  db: Database,
  options: { force?: boolean; root?: string } = {},
): Promise<boolean> {
  return applySeedFile(db, seedFile('seed.sql', options.root), options);
}

/**
 * supabase/seed-demo.sql: fictional CRM data, only on request (npm run seed:demo), then the demo
 * guests of an event (demo-guests.ts), chosen against `now`. Answers what the guests went to.
 */
export async function seedDemo(
  db: Database,
  options: { root?: string; now?: Date; contentDir?: string } = {},
): Promise<DemoGuestReport | null> {
  await applySeedFile(db, seedFile('seed-demo.sql', options.root), { force: true });
  // The server may never have started (a fresh install): the events come from content first.
  await syncContentEvents(db, options.contentDir ?? DEFAULT_CONTENT_DIR, () => {});
  return seedDemoGuests(db, options.now ? { now: options.now } : {});
}
