import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  PROJECT_ROOT,
  applyMigrations,
  openDatabase,
} from '../../../../supabase/local/db/index.ts';
import { migrationsKey } from '../../../../supabase/local/db/migrated-template.ts';

/**
 * A throwaway database on a real PostgreSQL server, for running the migrations there too.
 *
 * Where the server comes from, in order:
 * 1. DATABASE_URL (or TEST_DATABASE_URL): used as the admin connection.
 * 2. postgres@127.0.0.1:5432 without a password (works where local TCP is "trust").
 * 3. On a stock Debian/Ubuntu install, TCP needs a password and the socket uses peer auth
 *    (OS user must equal the database user). Tests run as root, not postgres, so: when we are
 *    root, `su postgres -c psql` (peer auth) makes the tests' superuser, with a random password
 *    kept beside the migrated templates, which then logs in over TCP.
 * When none works, the caller skips with the reason.
 */
export interface ThrowawayDatabase {
  url: string;
  dispose(): Promise<void>;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function runAsPostgres(sql: string): void {
  execFileSync(
    'su',
    ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -qAt -h /var/run/postgresql -c "${sql}"`],
    {
      stdio: 'pipe',
      timeout: 15_000,
    },
  );
}

async function adminConnection(): Promise<{ url: string; dispose(): void } | { reason: string }> {
  const given = process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'];
  if (given) {
    return (await canConnect(given))
      ? { url: given, dispose: () => undefined }
      : { reason: `DATABASE_URL is set but no connection could be made to it` };
  }
  const trusted = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await canConnect(trusted)) return { url: trusted, dispose: () => undefined };

  if (process.getuid?.() !== 0 || !fs.existsSync('/var/run/postgresql')) {
    return {
      reason:
        'no PostgreSQL reachable: set DATABASE_URL, or start one (pg_ctlcluster 15 main start)',
    };
  }
  try {
    const url = await testRoleUrl();
    return (await canConnect(url))
      ? { url, dispose: () => undefined }
      : { reason: 'made the test role but could not log in over TCP (check pg_hba.conf)' };
  } catch (error) {
    return {
      reason: `PostgreSQL is not running or refused su postgres: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}

/*
 * One lasting superuser for the tests, not one per database: the migrated template and every copy
 * of it must be owned by the role that then creates the tests' own tables, or the bootstrap's
 * default privileges (granted for the role that ran it) would not reach those tables. Its password
 * is kept in a file only this machine's user reads, and set again whenever that file is missing.
 */
const TEST_ROLE = 'majlis_tests';
const CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules', '.cache');
const PASSWORD_FILE = path.join(CACHE_DIR, 'postgres-test-role');

function roleUrl(password: string): string {
  return `postgres://${TEST_ROLE}:${password}@127.0.0.1:5432/postgres`;
}

async function testRoleUrl(): Promise<string> {
  const known = readPassword();
  if (known && (await canConnect(roleUrl(known)))) return roleUrl(known);
  const lock = `${PASSWORD_FILE}.lock`;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  await takeLock(lock);
  try {
    // Another worker may have set it while this one waited.
    const again = readPassword();
    if (again && (await canConnect(roleUrl(again)))) return roleUrl(again);
    const password = randomBytes(18).toString('hex');
    try {
      runAsPostgres(`create role ${TEST_ROLE}`);
    } catch {
      // It exists already: only its password was lost.
    }
    runAsPostgres(`alter role ${TEST_ROLE} login superuser password '${password}'`);
    fs.writeFileSync(PASSWORD_FILE, password, { mode: 0o600 });
    return roleUrl(password);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function readPassword(): string | undefined {
  try {
    return fs.readFileSync(PASSWORD_FILE, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** mkdir is atomic: the worker that makes the folder holds the lock; one left by a crash expires. */
async function takeLock(lock: string): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 30_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface ThrowawayOptions {
  /**
   * An empty database, for the tests of the migrations themselves. By default the new database
   * is a copy of one on which the bootstrap and every migration already ran, as each PGlite data
   * folder is (supabase/local/db/migrated-template.ts): CREATE DATABASE … TEMPLATE copies it in
   * a fraction of the 1.5–2.5 s the migrations take, and about 60 tests make one.
   */
  empty?: boolean;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// One number for pg_advisory_lock, so two test workers never build the same template at once.
const TEMPLATE_LOCK = 7_351_202_611;

/**
 * The migrated template of this set of SQL files (named by the same hash as PGlite's), made once
 * per server under a lock and kept: a changed migration gets a template of its own. It is made
 * under another name and renamed when complete, so a half-made one is never copied.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `majlis_template_${migrationsKey()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      const making = `${name}_making`;
      await client.query(`drop database if exists ${making} with (force)`);
      await client.query(`create database ${making}`);
      const db = await openDatabase({
        databaseUrl: databaseUrl(adminUrl, making),
        skipMigrations: true,
      });
      try {
        await applyMigrations(db);
      } finally {
        await db.close();
      }
      await client.query(`alter database ${making} rename to ${name}`);
      // Templates of earlier migrations go once a day has passed since they were made (a day,
      // not at once: another checkout's run may still be copying its own).
      const { rows: stale } = await client.query<{ drop: string }>(
        `select format('drop database if exists %I', datname) as drop
           from pg_database
          where datname like 'majlis\\_template\\_%' and datname <> $1
            and (pg_stat_file('base/' || oid || '/PG_VERSION')).modification
                < now() - interval '1 day'`,
        [name],
      );
      for (const { drop } of stale) await client.query(drop);
    }
    return name;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** A copy gets secrets of its own, as a copied PGlite data folder does (db/index.ts). */
async function rollInstallSecrets(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select private.roll_install_secrets()');
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(
  options: ThrowawayOptions = {},
): Promise<ThrowawayDatabase | { reason: string }> {
  const admin = await adminConnection();
  if ('reason' in admin) return admin;
  const template = options.empty ? undefined : await migratedTemplate(admin.url);
  const name = `majlis_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.url });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await client.end();
  const url = databaseUrl(admin.url, name);
  if (template) await rollInstallSecrets(url);
  return {
    url,
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: admin.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      admin.dispose();
    },
  };
}
