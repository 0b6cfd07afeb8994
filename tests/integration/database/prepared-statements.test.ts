import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../../supabase/local/db/index.ts';
import { openPostgres } from '../../../supabase/local/db/postgres-database.ts';
import { statementName } from '../../../supabase/local/db/prepared-statements.ts';
import { createThrowawayDatabase } from './support/local-postgres.ts';

// On PostgreSQL a request's statements run as named prepared statements (prepared-statements.ts).
// What must hold: each is prepared once per connection, RLS still decides per role, a connection
// is retired after its limit, and a plan made stale by DDL costs one error, not a broken pool.

const server = await createThrowawayDatabase();
const skip = 'reason' in server ? server.reason : undefined;
const LIMIT = 5;

const backendPid = (tx: Tx) =>
  tx.query<{ pid: number }>('select pg_backend_pid() as pid').then(({ rows }) => rows[0]?.pid);

describe.skipIf(Boolean(skip))('prepared statements on PostgreSQL', () => {
  let db: Database;

  beforeAll(async () => {
    if ('reason' in server) return;
    db = await openPostgres(server.url, { preparedPerConnection: LIMIT });
    // Only the driver is under test: a table with RLS stands in for the product's.
    await db.transaction((tx) =>
      tx.exec(`create table public.prepared_probe (id int primary key, owner text not null);
      alter table public.prepared_probe enable row level security;
      create policy "Owners read their rows." on public.prepared_probe for select
        to anon, authenticated using (owner = current_setting('request.jwt.claim.sub', true));
      grant select on public.prepared_probe to anon, authenticated, service_role;
      insert into public.prepared_probe values (1, 'u-1'), (2, 'u-1'), (3, 'u-2');`),
    );
  });

  afterAll(async () => {
    if ('reason' in server) return;
    await db?.close();
    await server.dispose();
  });

  it('prepares a request statement once on its connection and reuses it', async () => {
    const sql = 'select count(*)::int as n from public.prepared_probe where id > $1';
    for (let run = 0; run < 3; run += 1) {
      const { rows } = await db.asClaims({ role: 'service_role' }, (tx) => tx.query(sql, [0]));
      expect(rows[0]).toEqual({ n: 3 });
    }
    const listed = await db.asClaims({ role: 'service_role' }, (tx) =>
      tx.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements where name = $1',
        [statementName(sql)],
      ),
    );
    expect(listed.rows).toEqual([{ name: statementName(sql), statement: sql }]);
  });

  it('lets RLS decide for each caller of the same prepared statement', async () => {
    const sql = 'select coalesce(array_agg(id order by id), $1) as ids from public.prepared_probe';
    const read = (sub: string | undefined) =>
      db.asClaims(sub === undefined ? { role: 'anon' } : { role: 'authenticated', sub }, (tx) =>
        tx.query<{ ids: number[] }>(sql, ['{}']),
      );
    // More runs than Postgres's five custom plans, so a generic plan is in use by the end.
    for (let run = 0; run < 7; run += 1) {
      expect((await read('u-1')).rows[0]?.ids).toEqual([1, 2]);
      expect((await read('u-2')).rows[0]?.ids).toEqual([3]);
      expect((await read(undefined)).rows[0]?.ids).toEqual([]);
    }
    const all = await db.asClaims({ role: 'service_role' }, (tx) =>
      tx.query<{ ids: number[] }>(sql, ['{}']),
    );
    expect(all.rows[0]?.ids).toEqual([1, 2, 3]);
  });

  it(`retires a connection once it has prepared ${LIMIT} statements`, async () => {
    const first = await db.asClaims({ role: 'anon' }, backendPid);
    const pids = new Set<number | undefined>([first]);
    // Requests one after the other reuse the most recently released connection.
    for (let shape = 0; shape < LIMIT + 2; shape += 1) {
      const pid = await db.asClaims({ role: 'anon' }, async (tx) => {
        await tx.query(`select ${shape} as shape where $1::int = 1`, [1]);
        return backendPid(tx);
      });
      pids.add(pid);
    }
    expect(pids.size).toBeGreaterThan(1);
    const counted = await db.asClaims({ role: 'anon' }, (tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'),
    );
    expect(counted.rows[0]?.n).toBeLessThanOrEqual(LIMIT);
  });

  it('prepares nothing when switched off (for a transaction-mode pooler)', async () => {
    if ('reason' in server) return;
    const unprepared = await openPostgres(server.url, { preparedStatements: false });
    try {
      const listed = await unprepared.asClaims({ role: 'anon' }, async (tx) => {
        await tx.query('select $1::int as one', [1]);
        return tx.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
      });
      expect(listed.rows[0]?.n).toBe(0);
    } finally {
      await unprepared.close();
    }
  });

  it('answers once with the stale-plan error after a table changes, then works again', async () => {
    const sql = 'select * from public.prepared_probe where id = $1';
    const read = () => db.asClaims({ role: 'service_role' }, (tx) => tx.query(sql, [1]));
    expect((await read()).rows).toEqual([{ id: 1, owner: 'u-1' }]);
    await db.query('alter table public.prepared_probe add column note text');
    const outcome = await read().then(
      (result) => result.rows,
      (error: unknown) => error,
    );
    // Postgres either replans (a connection that had not prepared it) or refuses once.
    if (outcome instanceof Error) expect(outcome).toMatchObject({ code: '0A000' });
    expect((await read()).rows).toEqual([{ id: 1, owner: 'u-1', note: null }]);
  });
});
