// Supabase's database linter (splinter) over the migrated schema: no WARN or ERROR finding (nor an
// unindexed foreign key), on the embedded database and on a real PostgreSQL 15 server when one is
// reachable. A second test plants one defect per lint and checks each lint reports it, so a lint
// query that silently matches nothing cannot make the first test pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Tx } from '../../../supabase/local/db/index.ts';
import { EXPOSED_SCHEMA } from '../../../supabase/local/rest/schema-cache.ts';
import { DATABASE_LINTS, findingsOf } from './support/database-lints.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase, type TempDatabase } from './support/temp-database.ts';

const EXPOSED = [EXPOSED_SCHEMA];

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[database lints on PostgreSQL] skipped: ${skipReason}`);

/** One defect per lint; each needs only what a stock PostgreSQL has (extensions are tried). */
const DEFECTS: Record<string, string[]> = {
  '0001_unindexed_foreign_keys': [
    `create table public.lint_owned (id int primary key, owner uuid references auth.users (id))`,
  ],
  '0002_auth_users_exposed': [
    `create view public.lint_users as select id, email from auth.users`,
    `grant select on public.lint_users to authenticated`,
  ],
  '0003_auth_rls_initplan': [
    `create table public.lint_rows (id int primary key, x int)`,
    `alter table public.lint_rows enable row level security`,
    `create policy lint_per_row on public.lint_rows for select to authenticated using (auth.uid() is not null)`,
  ],
  '0006_multiple_permissive_policies': [
    `create policy lint_second on public.lint_rows for select to authenticated using (x > 0)`,
  ],
  '0007_policy_exists_rls_disabled': [
    `create table public.lint_no_rls (id int primary key)`,
    `create policy lint_unused on public.lint_no_rls for select using (true)`,
  ],
  '0009_duplicate_index': [
    `create index lint_x_a on public.lint_rows (x)`,
    `create index lint_x_b on public.lint_rows (x)`,
  ],
  '0010_security_definer_view': [],
  '0011_function_search_path_mutable': [
    `create function public.lint_loose() returns int language sql as 'select 1'`,
  ],
  '0013_rls_disabled_in_public': [`grant select on public.lint_no_rls to anon`],
  // An old version, so 0022 (outdated extension) fires on it too.
  '0014_extension_in_public': [`create extension citext version '1.4' schema public`],
  '0015_rls_references_user_metadata': [
    `create policy lint_metadata on public.lint_rows for update to authenticated
       using (((select auth.jwt()) -> 'user_metadata' ->> 'team') = 'a')`,
  ],
  '0016_materialized_view_in_api': [
    `create materialized view public.lint_totals as select 1 as n`,
    `grant select on public.lint_totals to anon`,
  ],
  '0017_foreign_table_in_api': [
    `create extension if not exists file_fdw`,
    `create server lint_files foreign data wrapper file_fdw`,
    `create foreign table public.lint_file (line text) server lint_files options (filename '/dev/null')`,
    `grant select on public.lint_file to anon`,
  ],
  '0018_unsupported_reg_types': [`alter table public.lint_rows add column fn regproc`],
  '0019_insecure_queue_exposed_in_api': [
    `create schema pgmq`,
    `create table pgmq.q_jobs (id int primary key)`,
    `grant select on pgmq.q_jobs to anon`,
  ],
  '0021_fkey_to_auth_unique': [
    `create table public.lint_phones (phone text references auth.users (phone))`,
    `create index on public.lint_phones (phone)`,
  ],
  // Fires on the old citext planted for 0014 (this only checks it is there).
  '0022_extension_versions_outdated': [`select 'public.citext'::regtype`],
  '0023_sensitive_columns_exposed': [`alter table public.lint_no_rls add column password text`],
  '0024_rls_policy_always_true': [
    `create policy lint_anyone on public.lint_rows for delete to authenticated using (true)`,
  ],
  '0025_public_bucket_allows_listing': [
    `insert into storage.buckets (id, name, public) values ('lint-public', 'lint-public', true)`,
    `create policy lint_listing on storage.objects for select to anon using (bucket_id = 'lint-public')`,
  ],
  '0028_anon_security_definer_function_executable': [
    `create function public.lint_definer() returns int language sql security definer set search_path = '' as 'select 1'`,
  ],
  '0029_authenticated_security_definer_function_executable': [],
};
// Defects accumulate: 0010 fires on the view planted for 0002, 0022 on the extension planted for
// 0014, 0029 on the function planted for 0028.
/** These need pg_graphql, which neither test database has. */
const NEED_PG_GRAPHQL = new Set([
  '0026_pg_graphql_anon_table_exposed',
  '0027_pg_graphql_authenticated_table_exposed',
]);
/** These need contrib extensions (citext, file_fdw), which a stock server has and PGlite does not. */
const NEED_CONTRIB = new Set([
  '0014_extension_in_public',
  '0017_foreign_table_in_api',
  '0022_extension_versions_outdated',
]);

class RollBack extends Error {}

/** Plants the defects in one transaction, returns each lint's findings, then rolls it all back. */
async function findingsWithDefects(db: Database): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const planted = new Set<string>();
  await db
    .transaction(async (tx: Tx) => {
      for (const [id, statements] of Object.entries(DEFECTS)) {
        try {
          await tx.query(`savepoint lint_defect`);
          for (const statement of statements) await tx.query(statement);
          await tx.query(`release savepoint lint_defect`);
          planted.add(id);
        } catch {
          // An extension the server does not ship: that lint is not exercised here.
          await tx.query(`rollback to savepoint lint_defect`);
        }
      }
      for (const lint of DATABASE_LINTS) {
        if (!planted.has(lint.id)) continue;
        found.set(lint.id, await findingsOf(tx, lint, [...EXPOSED, 'pgmq_public']));
      }
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return found;
}

function lintSuite(
  label: string,
  open: () => Promise<{ db: Database; dispose(): Promise<void> }>,
  minimumVersion?: number,
) {
  describe(label, () => {
    let db: Database;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ db, dispose } = await open());
    });
    afterAll(async () => dispose?.());

    it.each(DATABASE_LINTS.map((lint) => [lint.id, lint] as const))(
      '%s finds nothing in the migrated schema',
      async (_id, lint) => {
        expect(await findingsOf(db, lint, EXPOSED)).toEqual([]);
      },
    );

    it('each lint reports the defect planted for it', async () => {
      const found = await findingsWithDefects(db);
      const silent = [...found].filter(([, findings]) => findings.length === 0).map(([id]) => id);
      expect(silent).toEqual([]);
      const unplanted = DATABASE_LINTS.map((lint) => lint.id).filter(
        (id) =>
          !found.has(id) &&
          !NEED_PG_GRAPHQL.has(id) &&
          !(db.kind === 'pglite' && NEED_CONTRIB.has(id)),
      );
      expect(unplanted).toEqual([]);
    });

    if (minimumVersion) {
      it(`runs on PostgreSQL ${minimumVersion / 10000} or later`, async () => {
        const { rows } = await db.query<{ version: number }>(
          `select current_setting('server_version_num')::int as version`,
        );
        expect(rows[0]!.version).toBeGreaterThanOrEqual(minimumVersion);
      });
    }
  });
}

lintSuite('on the embedded database (PGlite)', async () => {
  const temp: TempDatabase = await openTempDatabase('lints');
  return { db: temp.db, dispose: () => temp.dispose() };
});

if (!skipReason) {
  lintSuite(
    'on a real PostgreSQL server',
    async () => {
      const throwaway = server as ThrowawayDatabase;
      const db = await openDatabase({ databaseUrl: throwaway.url });
      return {
        db,
        dispose: async () => {
          await db.close();
          await throwaway.dispose();
        },
      };
    },
    150000,
  );
}
