import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyMigrations,
  openDatabase,
  PROJECT_ROOT,
  seed,
} from '../../../supabase/local/db/index.ts';
import { makeTempDir } from './support/temp-database.ts';

const migrationFiles = fs
  .readdirSync(path.join(PROJECT_ROOT, 'supabase', 'migrations'))
  .filter((name) => name.endsWith('.sql'))
  .sort();

describe('migrations on PGlite', () => {
  const dataDir = makeTempDir('migrations');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('apply from scratch, once each, in name order, and are recorded', async () => {
    const db = await openDatabase({ dataDir, skipMigrations: true });
    try {
      const report = await applyMigrations(db);
      expect(report.migrations).toEqual(migrationFiles);
      expect(report.bootstrap).toContain('00-supabase.sql');

      const { rows } = await db.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations order by version',
      );
      expect(rows.map((row) => `${row.version}_${row.name}.sql`)).toEqual(migrationFiles);
    } finally {
      await db.close();
    }
  });

  it('apply nothing new when the database is opened again, and the seed does not duplicate', async () => {
    const db = await openDatabase({ dataDir });
    try {
      expect(await applyMigrations(db)).toEqual({ bootstrap: [], migrations: [] });
      const count = async () =>
        (
          await db.query<{ n: number }>(
            'select count(*)::int as n from public.checklist_items where contact_id is null',
          )
        ).rows[0]!.n;
      const before = await count();
      await seed(db, { force: true });
      expect(await count()).toBe(before);
    } finally {
      await db.close();
    }
  });

  it('seed three to six default checklist items for each of the six stages', async () => {
    const db = await openDatabase({ dataDir });
    try {
      const { rows } = await db.query<{ stage: string; n: number }>(
        `select stage, count(*)::int as n from public.checklist_items where contact_id is null group by stage order by stage`,
      );
      expect(rows.map((row) => row.stage).sort()).toEqual(
        [
          'closed_lost',
          'closed_won',
          'evaluation',
          'mql_lead',
          'sql_qualification',
          'sqo_discovery',
        ].sort(),
      );
      for (const row of rows) expect(row.n).toBeGreaterThanOrEqual(3);
      for (const row of rows) expect(row.n).toBeLessThanOrEqual(6);
    } finally {
      await db.close();
    }
  });

  it('name the failing file and keep the Postgres error when a migration breaks', async () => {
    const root = makeTempDir('broken-project');
    try {
      const supabase = path.join(root, 'supabase');
      fs.mkdirSync(path.join(supabase, 'migrations'), { recursive: true });
      fs.writeFileSync(
        path.join(supabase, 'migrations', '20250101000000_good.sql'),
        'create table good (id int);',
      );
      fs.writeFileSync(
        path.join(supabase, 'migrations', '20250102000000_bad.sql'),
        'create table bad (id nosuchtype);',
      );
      fs.writeFileSync(path.join(supabase, 'seed.sql'), 'select 1;');
      const error = await openDatabase({
        dataDir: path.join(root, 'data'),
        projectRoot: root,
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'MigrationError', code: '42704' });
      expect((error as Error).message).toContain('20250102000000_bad.sql');

      // The good one stays applied; the bad one left nothing behind.
      const db = await openDatabase({
        dataDir: path.join(root, 'data'),
        projectRoot: root,
        skipMigrations: true,
      });
      try {
        const { rows } = await db.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations',
        );
        expect(rows).toEqual([{ version: '20250101000000' }]);
        const { rows: tables } = await db.query(`select 1 from pg_tables where tablename = 'bad'`);
        expect(tables).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
