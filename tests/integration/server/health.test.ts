// /healthz and /readyz of the embedded backend: alive without the database; ready only when the
// database answers, holds this server's migrations, the job runner works and the disk has room;
// otherwise 503 naming what failed, each cause provoked for real (a slow job holding the only
// worker, a disk floor above what is free, a PostgreSQL that stops taking connections, a
// migration record gone), and never a key or a person's data in the answer.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationVersions } from '../../../supabase/local/db/migrations.ts';
import { createThrowawayDatabase } from '../database/support/local-postgres.ts';
import { startMakeStandIn, type MakeStandIn } from '../functions/make-stand-in.ts';
import { uniqueEmail } from '../functions/support.ts';
import { newDataDir, startBackend, type TestBackend } from '../support/backend.ts';

interface Readiness {
  status: 'ready' | 'not ready';
  failed: string[];
  checks: Record<string, { ok: boolean; detail?: string; figures?: Record<string, number> }>;
}

async function readyz(backend: TestBackend): Promise<{ status: number; body: Readiness }> {
  const response = await fetch(`${backend.url}/readyz`);
  return { status: response.status, body: (await response.json()) as Readiness };
}

/** Probes /readyz until `done` holds for an answer, as a load balancer would keep asking. */
async function readyzUntil(
  backend: TestBackend,
  done: (answer: { status: number; body: Readiness }) => boolean,
  timeoutMs = 15_000,
): Promise<{ status: number; body: Readiness }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await readyz(backend);
    if (done(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`Timed out; last ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The secrets of an install: none may appear in a health answer. */
function secretsOf(backend: TestBackend): string[] {
  const keys = JSON.parse(readFileSync(path.join(backend.dataDir, 'keys.json'), 'utf8')) as Record<
    string,
    string
  >;
  return [backend.anonKey, backend.serviceRoleKey, ...Object.values(keys), backend.dataDir];
}

describe('a healthy server', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('is alive at /healthz and ready at /readyz, with every check named', async () => {
    const alive = await fetch(`${backend.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(await alive.json()).toEqual({ status: 'alive' });

    const { status, body } = await readyz(backend);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      failed: [],
      checks: {
        database: { ok: true },
        migrations: {
          ok: true,
          figures: { expected: migrationVersions().length, missing: 0, unknown: 0 },
        },
        jobs: { ok: true, figures: { workers: 4, running: 4, busy: 0 } },
        disk: { ok: true, figures: { minFreeBytes: 100 * 1024 * 1024 } },
      },
    });
    const text = JSON.stringify(body);
    for (const secret of secretsOf(backend)) expect(text).not.toContain(secret);
  });

  it('answers HEAD with the status alone, and refuses other methods', async () => {
    for (const pathname of ['/healthz', '/readyz']) {
      const head = await fetch(`${backend.url}${pathname}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      const post = await fetch(`${backend.url}${pathname}`, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD');
    }
    expect((await fetch(`${backend.url}/healthz/more`)).status).toBe(404);
  });
});

describe('a server that is not ready', () => {
  let make: MakeStandIn;
  let backend: TestBackend;
  beforeAll(async () => {
    make = await startMakeStandIn();
    backend = await startBackend({
      env: {
        MAKE_WEBHOOK_URL: make.url,
        // One worker, looking at least every 200 ms when idle, and counted stuck after a second
        // without looking.
        SUPABASE_JOB_WORKERS: '1',
        SUPABASE_JOB_POLL_MS: '200',
        SUPABASE_READY_JOB_STALL_SECONDS: '1',
      },
    });
  });
  afterAll(async () => {
    await backend?.stop();
    await make?.close();
  });

  it('says the job runner is stuck while its only worker waits on a slow job, and recovers', async () => {
    expect((await readyz(backend)).status).toBe(200);
    const email = uniqueEmail('slowmake');
    // Under the forward's own 5 s limit: the job is slow, not failing.
    make.delayNext(email, 3_500);
    const { error } = await backend
      .client()
      .from('membership_requests')
      .insert({ first_name: 'Sara', email });
    expect(error).toBeNull();

    const stuck = await readyzUntil(backend, ({ status }) => status === 503);
    expect(stuck.body.failed).toEqual(['jobs']);
    expect(stuck.body.checks['jobs']).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^no job worker has looked for work in \d+ s \(1 of 1 busy\)$/),
      figures: { workers: 1, running: 1, busy: 1 },
    });
    expect(JSON.stringify(stuck.body)).not.toContain(email);
    // Liveness is another question: the process answers.
    expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);

    // Ready again once the slow job is no longer stuck; its worker is free a moment later.
    const recovered = await readyzUntil(
      backend,
      ({ status, body }) =>
        status === 200 &&
        (body.checks['jobs'] as { figures?: { busy?: number } } | undefined)?.figures?.busy === 0,
    );
    expect(recovered.body.checks['jobs']).toMatchObject({ ok: true, figures: { busy: 0 } });
    expect(make.callsFor(email)).toHaveLength(1);
  });
});

describe('a disk without room', () => {
  it('is not ready when free space is under the floor', async () => {
    // A floor of a petabyte: more than any disk here has free.
    const backend = await startBackend({ env: { SUPABASE_READY_MIN_FREE_MB: '1000000000' } });
    try {
      const { status, body } = await readyz(backend);
      expect(status).toBe(503);
      expect(body.status).toBe('not ready');
      expect(body.failed).toEqual(['disk']);
      expect(body.checks['disk']?.detail).toMatch(
        /^\d+ MB free on the data folder's disk, under the 1000000000 MB floor$/,
      );
      expect(body.checks['disk']?.figures?.['freeBytes']).toBeGreaterThan(0);
      expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
    } finally {
      await backend.stop();
    }
  });
});

const postgres = await createThrowawayDatabase();
const postgresUrl = 'url' in postgres ? postgres.url : '';

describe.skipIf('reason' in postgres)('on PostgreSQL', () => {
  const dataDir = newDataDir();
  let backend: TestBackend;
  // Connected to the server's maintenance database: a database cannot bar connections to itself
  // from one of its own.
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    if ('reason' in postgres) return;
    backend = await startBackend({ dataDir, args: ['--database-url', postgres.url] });
    const maintenance = new URL(postgres.url);
    databaseName = maintenance.pathname.slice(1);
    maintenance.pathname = '/postgres';
    admin = new pg.Client({ connectionString: maintenance.toString() });
    await admin.connect();
  });

  afterAll(async () => {
    await backend?.stop();
    await admin?.end();
    if (!('reason' in postgres)) await postgres.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is not ready while a migration record is missing or unknown', async () => {
    const db = new pg.Client({ connectionString: postgresUrl });
    await db.connect();
    try {
      await provokeMigrations(db);
    } finally {
      await db.end();
    }
  });

  async function provokeMigrations(admin: pg.Client): Promise<void> {
    const newest = migrationVersions().at(-1) ?? '';
    const { rows } = await admin.query<{ name: string }>(
      'delete from supabase_migrations.schema_migrations where version = $1 returning name',
      [newest],
    );
    try {
      const missing = await readyz(backend);
      expect(missing.status).toBe(503);
      expect(missing.body.failed).toEqual(['migrations']);
      expect(missing.body.checks['migrations']).toMatchObject({
        ok: false,
        detail: `1 migration(s) not applied, the first ${newest}: restart the server to apply them`,
        figures: { missing: 1, unknown: 0 },
      });
    } finally {
      await admin.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [newest, rows[0]?.name],
      );
    }
    expect((await readyz(backend)).status).toBe(200);

    const future = '29991231235959';
    await admin.query(
      `insert into supabase_migrations.schema_migrations (version, name) values ($1, 'from_a_newer_server')`,
      [future],
    );
    try {
      const unknown = await readyz(backend);
      expect(unknown.status).toBe(503);
      expect(unknown.body.checks['migrations']?.detail).toBe(
        `the database has 1 migration(s) this server does not know, the newest ${future}: it runs older code than its database`,
      );
    } finally {
      await admin.query('delete from supabase_migrations.schema_migrations where version = $1', [
        future,
      ]);
    }
    expect((await readyz(backend)).status).toBe(200);
  }

  it('is not ready while the database takes no connections, and ready once it does', async () => {
    await admin.query(`alter database ${databaseName} with allow_connections false`);
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
        [databaseName],
      );
      // The server lives through it (its LISTEN connection's error once ended the process).
      const down = await readyzUntil(backend, ({ status }) => status === 503);
      expect(down.body.failed).toEqual(expect.arrayContaining(['database', 'migrations']));
      expect(down.body.checks['database']?.detail).toMatch(/^failed \([0-9A-Z]{5}\)/);
      expect(JSON.stringify(down.body)).not.toContain(postgresUrl);
      expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
    } finally {
      await admin.query(`alter database ${databaseName} with allow_connections true`);
    }
    const up = await readyzUntil(backend, ({ status }) => status === 200);
    expect(up.body.failed).toEqual([]);
    // NOTIFY reaches the job runner and Realtime again.
    await expect
      .poll(() => backend.stderr(), { timeout: 15_000 })
      .toContain('LISTEN connection open again');
  });
});

describe('a stopping server with SHUTDOWN_NOT_READY_SECONDS', () => {
  it('keeps answering while /readyz says it is stopping, then exits 0', async () => {
    const backend = await startBackend({
      ownProcess: true,
      env: { SHUTDOWN_NOT_READY_SECONDS: '3' },
    });
    try {
      const exited = new Promise<number | null>((resolve) =>
        backend.process.once('exit', (code) => resolve(code)),
      );
      expect((await readyz(backend)).status).toBe(200);
      backend.process.kill('SIGTERM');
      const stopping = await readyzUntil(backend, ({ status }) => status === 503);
      expect(stopping.body.failed).toContain('stopping');
      expect(stopping.body.checks['stopping']).toEqual({
        ok: false,
        detail: 'the server is stopping',
      });
      // Still serving, so a proxy that has not yet looked sends nothing into a closing socket.
      const read = await backend.client(backend.serviceRoleKey).from('events').select('slug');
      expect(read.error).toBeNull();
      expect(await exited).toBe(0);
    } finally {
      await backend.stop();
    }
  });
});
