// On PGlite, request statements and parameterised superuser statements run as named prepared
// statements (pglite-prepared.ts), as on PostgreSQL. What must hold: each is parsed once and
// reused, RLS still decides per role, the connection's statements stay bounded, a plan made stale
// by DDL costs a request one error (and a superuser statement none), and values reach Postgres as
// PGlite's own query sends them.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/index.ts';
import { openPglite } from '../../../supabase/local/db/pglite-database.ts';
import { PglitePrepared } from '../../../supabase/local/db/pglite-prepared.ts';
import { statementName } from '../../../supabase/local/db/prepared-statements.ts';
import { tempFolderMaker } from './support/temp-database.ts';

const tempFolder = tempFolderMaker();
const LIMIT = 3;

describe('prepared statements on PGlite', () => {
  let pg: PGlite;
  let prepared: PglitePrepared;

  beforeAll(async () => {
    pg = await PGlite.create();
    prepared = new PglitePrepared(pg, LIMIT);
    // Only the driver is under test: a table with RLS stands in for the product's.
    await pg.exec(`create role anon nologin;
      create table public.prepared_probe (id int primary key, owner text not null);
      alter table public.prepared_probe enable row level security;
      create policy "Owners read their rows." on public.prepared_probe for select
        to anon using (owner = current_setting('request.owner', true));
      grant select on public.prepared_probe to anon;
      insert into public.prepared_probe values (1, 'u-1'), (2, 'u-1'), (3, 'u-2');`);
  });

  afterAll(() => pg.close());

  const listed = async () =>
    (await pg.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
      ({ name }) => name,
    );

  it('parses a statement once and reuses it', async () => {
    const sql = 'select count(*)::int as n from public.prepared_probe where id > $1';
    for (let run = 0; run < 3; run += 1) {
      expect((await prepared.query(sql, [0])).rows).toEqual([{ n: 3 }]);
    }
    expect(await listed()).toEqual([statementName(sql)]);
  });

  it('lets RLS decide for each caller of the same prepared statement', async () => {
    const sql = 'select coalesce(array_agg(id order by id), $1) as ids from public.prepared_probe';
    const read = async (owner: string | undefined) => {
      await pg.exec(
        owner === undefined
          ? 'begin'
          : `begin; set local role anon; select set_config('request.owner', '${owner}', true)`,
      );
      try {
        return (await prepared.query<{ ids: number[] }>(sql, ['{}'])).rows[0]?.ids;
      } finally {
        await pg.exec('rollback');
      }
    };
    expect(await read('u-1')).toEqual([1, 2]);
    expect(await read(undefined)).toEqual([1, 2, 3]);
    expect(await read('u-2')).toEqual([3]);
  });

  it(`keeps at most ${LIMIT} statements (and one being closed) on the connection`, async () => {
    for (let n = 0; n < 10; n += 1) {
      const { rows } = await prepared.query<{ n: number }>(`select $1::int + ${n} as n`, [1]);
      expect(rows).toEqual([{ n: n + 1 }]);
    }
    expect(prepared.size).toBe(LIMIT);
    expect((await listed()).length).toBeLessThanOrEqual(LIMIT + 1);
  });

  it('answers once with the stale-plan error after a table changes, then works again', async () => {
    const sql = 'select * from public.prepared_probe where id = $1';
    expect((await prepared.query(sql, [1])).rows).toEqual([{ id: 1, owner: 'u-1' }]);
    await pg.exec('alter table public.prepared_probe add column note text');
    await expect(prepared.query(sql, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await prepared.query(sql, [1])).rows).toEqual([{ id: 1, owner: 'u-1', note: null }]);
    await pg.exec('alter table public.prepared_probe drop column note');
  });

  it('sends values as PGlite does, and reports a statement that does not parse', async () => {
    const { rows } = await prepared.query<{ b: boolean; n: number; t: string | null }>(
      'select $1::boolean as b, $2::int as n, $3::text as t',
      [true, 7, null],
    );
    expect(rows).toEqual([{ b: true, n: 7, t: null }]);
    await expect(prepared.query('select from where', [])).rejects.toMatchObject({
      code: '42601',
    });
  });
});

describe('the PGlite database', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openPglite(tempFolder('prepared'));
    await db.query('create table public.stale_probe (id int primary key)');
    await db.query('insert into public.stale_probe values (1)');
  });

  afterAll(() => db.close());

  it('sends a superuser statement made stale by DDL again, so it does not fail', async () => {
    const sql = 'select * from public.stale_probe where id = $1';
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1 }]);
    await db.query('alter table public.stale_probe add column note text');
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, note: null }]);
  });
});
