import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';

/**
 * A throwaway database on a real PostgreSQL server, for running the migrations there too.
 *
 * Where the server comes from, in order:
 * 1. DATABASE_URL (or TEST_DATABASE_URL): used as the admin connection.
 * 2. postgres@127.0.0.1:5432 without a password (works where local TCP is "trust").
 * 3. On a stock Debian/Ubuntu install, TCP needs a password and the socket uses peer auth
 *    (OS user must equal the database user). Tests run as root, not postgres, so: when we are
 *    root, `su postgres -c psql` (peer auth) creates a temporary superuser with a random
 *    password, which then logs in over TCP. It is dropped again afterwards.
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
  const role = `majlis_test_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(18).toString('hex');
  try {
    runAsPostgres(`create role ${role} login superuser password '${password}'`);
  } catch (error) {
    return {
      reason: `PostgreSQL is not running or refused su postgres: ${(error as Error).message.split('\n')[0]}`,
    };
  }
  const url = `postgres://${role}:${password}@127.0.0.1:5432/postgres`;
  if (!(await canConnect(url))) {
    runAsPostgres(`drop role if exists ${role}`);
    return { reason: 'created a test role but could not log in over TCP (check pg_hba.conf)' };
  }
  return { url, dispose: () => runAsPostgres(`drop role if exists ${role}`) };
}

export async function createThrowawayDatabase(): Promise<ThrowawayDatabase | { reason: string }> {
  const admin = await adminConnection();
  if ('reason' in admin) return admin;
  const name = `majlis_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: admin.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      admin.dispose();
    },
  };
}
