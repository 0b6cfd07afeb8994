// Starts the embedded backend over the PostgREST fixture schema on each engine this machine has:
// PGlite always, and a real PostgreSQL 15 when one is reachable (see local-postgres.ts). The
// fixture is applied as the superuser before the server starts, as a migration would be.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../../../../supabase/local/db/index.ts';
import { loadOrCreateKeys } from '../../../../supabase/local/server/keys.ts';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../../database/support/local-postgres.ts';
import { newDataDir, startBackend, type TestBackend } from '../../support/backend.ts';

const FIXTURE = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');

export interface FixtureOptions {
  /** Turn db-aggregates-enabled on with PostgREST's role setting (as a migration would). */
  aggregates?: boolean;
  /** Extra environment for the server, e.g. PGRST_DB_TX_END (PostgREST's configuration file). */
  env?: Record<string, string>;
}

export interface Engine {
  name: 'PGlite' | 'PostgreSQL 15';
  /** Why this engine is skipped here, if it is. */
  skip?: string;
  start(options?: FixtureOptions): Promise<TestBackend>;
}

/**
 * The fixture's PGlite data folders, one per set of options, made once per worker and copied for
 * each backend: opening a database in the worker to apply the fixture cost a PGlite start of its
 * own before every server start.
 */
const pgliteFixtures = new Map<string, Promise<string>>();

async function makePgliteFixture(options: FixtureOptions): Promise<string> {
  const dataDir = newDataDir();
  const db = await openDatabase({ dataDir });
  try {
    await db.transaction((tx) => tx.exec(FIXTURE));
    // Role-wide, as `alter role authenticator set …` on a project.
    if (options.aggregates) {
      await db.query(`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`);
    }
  } finally {
    await db.close();
  }
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return path.join(dataDir, 'pg');
}

async function startPglite(options: FixtureOptions): Promise<TestBackend> {
  const key = options.aggregates ? 'aggregates' : 'plain';
  let fixture = pgliteFixtures.get(key);
  if (!fixture) {
    fixture = makePgliteFixture(options);
    pgliteFixtures.set(key, fixture);
  }
  const dataDir = newDataDir();
  cpSync(await fixture, path.join(dataDir, 'pg'), { recursive: true });
  await loadOrCreateKeys(dataDir);
  const backend = await startBackend({ dataDir, ...(options.env ? { env: options.env } : {}) });
  const stop = backend.stop.bind(backend);
  return {
    ...backend,
    stop: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startPostgres(server: ThrowawayDatabase, options: FixtureOptions) {
  const dataDir = newDataDir();
  await loadOrCreateKeys(dataDir);
  const db = await openDatabase({ databaseUrl: server.url });
  try {
    await db.transaction((tx) => tx.exec(FIXTURE));
    // Per database, since the role is shared by every database of the server.
    if (options.aggregates) {
      await db.query(
        `do $$ begin execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = true', current_database()); end $$`,
      );
    }
  } finally {
    await db.close();
  }
  const backend = await startBackend({
    dataDir,
    args: ['--database-url', server.url],
    ...(options.env ? { env: options.env } : {}),
  });
  const stop = backend.stop.bind(backend);
  return {
    ...backend,
    stop: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
      await server.dispose();
    },
  };
}

const postgres = await createThrowawayDatabase();
if ('reason' in postgres) console.warn(`[PostgreSQL 15] skipped: ${postgres.reason}`);
else await postgres.dispose();

/** The engines to run a suite on; PostgreSQL 15 carries its skip reason when absent. */
export const engines: Engine[] = [
  { name: 'PGlite', start: (options = {}) => startPglite(options) },
  {
    name: 'PostgreSQL 15',
    ...('reason' in postgres ? { skip: postgres.reason } : {}),
    start: async (options = {}) => {
      const server = await createThrowawayDatabase();
      if ('reason' in server) throw new Error(server.reason);
      return startPostgres(server, options);
    },
  },
];

/**
 * Starts the fixture backend on `engine` for the enclosing describe block; `db()` is a
 * service-role supabase-js client (the fixture has no row-level security).
 */
export function useFixtureBackend(engine: Engine, options: FixtureOptions = {}) {
  let backend: TestBackend | undefined;
  let client: SupabaseClient | undefined;
  beforeAll(async () => {
    if (engine.skip !== undefined) return;
    backend = await engine.start(options);
    client = backend.client(backend.serviceRoleKey);
  });
  afterAll(async () => {
    await backend?.stop();
  });
  return {
    db: () => client as SupabaseClient,
    backend: () => backend as TestBackend,
  };
}
