import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeDueTables, startAutoAnalyze } from '../../../supabase/local/db/auto-analyze.ts';
import { openTempDatabase, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
beforeAll(async () => {
  temp = await openTempDatabase('auto-analyze');
});
afterAll(() => temp.dispose());

const run = (sql: string) => temp.db.query(sql);

async function lastAnalyzed(table: string): Promise<number> {
  const { rows } = await temp.db.query<{ analyzed: string | null }>(
    `select greatest(last_analyze, last_autoanalyze)::text as analyzed
       from pg_stat_user_tables where relid = $1::regclass`,
    [table],
  );
  return rows[0]?.analyzed ? Date.parse(rows[0].analyzed) : 0;
}

describe('automatic analyze on the embedded database (PGlite has no autovacuum)', () => {
  it('analyzes a table once more than 50 rows + 10% changed, and not before', async () => {
    const insert = (prefix: string, count: number) =>
      temp.db.query(
        `insert into public.contacts (first_name, email, stage)
         select $1 || n, $1 || '-' || n || '@example.com',
                (array['mql_lead','sql_qualification','sqo_discovery'])[1 + n % 3]
           from generate_series(1, $2::int) n`,
        [prefix, count],
      );
    await insert('many', 3000);
    // (The server's own pass, every 5 s, may have done it first.)
    await analyzeDueTables(run);
    const first = await lastAnalyzed('public.contacts');
    expect(first).toBeGreaterThan(0);

    // 300 rows: under 50 + 10% of 3,000.
    await insert('few', 300);
    expect(await analyzeDueTables(run)).not.toContain('public.contacts');
    expect(await lastAnalyzed('public.contacts')).toBe(first);

    await insert('more', 100);
    await analyzeDueTables(run);
    expect(await lastAnalyzed('public.contacts')).toBeGreaterThan(first);
  });

  it('gives the planner true row counts, so a column is read in index order', async () => {
    const { rows } = await temp.db.query<{ reltuples: number }>(
      `select reltuples from pg_class where oid = 'public.contacts'::regclass`,
    );
    expect(rows[0]!.reltuples).toBeGreaterThan(3000);
    const plan = await temp.db.query<{ 'QUERY PLAN': string }>(
      `explain select id from public.contacts where stage = 'mql_lead'
        order by heat_rating desc, created_at desc, id limit 50`,
    );
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('contacts_board_order_idx');
    expect(text).not.toContain('Sort');
  });

  it('vacuums a table once more than 50 rows + 20% of it are dead', async () => {
    await temp.db.query(`update public.contacts set heat_rating = 3 where first_name like 'many%'`);
    await analyzeDueTables(run);
    const { rows } = await temp.db.query<{ vacuumed: string | null }>(
      `select last_vacuum::text as vacuumed from pg_stat_user_tables
        where relid = 'public.contacts'::regclass`,
    );
    expect(rows[0]!.vacuumed).not.toBeNull();
  });

  it('waits for the database to be quiet before a pass, so it does not hold up requests', async () => {
    const statements: string[] = [];
    const record = (sql: string) => {
      statements.push(sql);
      return temp.db.query(sql);
    };
    let quiet = 0;
    const auto = startAutoAnalyze(record, () => quiet, 60_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(statements).toEqual([]);
      quiet = 10_000;
      await expect.poll(() => statements.length, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      await auto.stop();
    }
  });

  it('waits again when its timer fires late: JavaScript was running, the database was not idle', async () => {
    const statements: string[] = [];
    const record = (sql: string) => {
      statements.push(sql);
      return temp.db.query(sql);
    };
    const auto = startAutoAnalyze(record, () => 10_000, 60_000);
    try {
      // The first pass is due at once; this process computes for 700 ms before it can run.
      const until = performance.now() + 700;
      while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(statements).toEqual([]);
      await expect.poll(() => statements.length, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      await auto.stop();
    }
  });
});
