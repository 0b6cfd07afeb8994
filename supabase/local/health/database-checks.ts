// Readiness of the database: it answers a query, and it holds exactly the migrations this server
// was built with (a restore of an older backup, or a newer server on the same PostgreSQL, would
// leave the code and the tables disagreeing).
import type { Database } from '../db/index.ts';
import type { Check, CheckResult } from './readiness.ts';

/** Compares the migrations this server expects with those the database records. */
export function migrationVerdict(
  expected: readonly string[],
  applied: readonly string[],
): CheckResult {
  const recorded = new Set(applied);
  const known = new Set(expected);
  const missing = expected.filter((version) => !recorded.has(version));
  const unknown = applied.filter((version) => !known.has(version)).sort();
  const figures = { expected: expected.length, missing: missing.length, unknown: unknown.length };
  if (missing.length > 0) {
    return {
      ok: false,
      detail: `${missing.length} migration(s) not applied, the first ${missing[0]}: restart the server to apply them`,
      figures,
    };
  }
  if (unknown.length > 0) {
    return {
      ok: false,
      detail: `the database has ${unknown.length} migration(s) this server does not know, the newest ${unknown.at(-1)}: it runs older code than its database`,
      figures,
    };
  }
  return { ok: true, figures };
}

interface MigrationRead {
  versions: string[];
  ms: number;
}

/**
 * Both checks from one query: reading the migration records is the database's answer too. On
 * PGlite every statement waits its turn behind the writes, so a probe under load waits once,
 * and probes that arrive together share the read in flight.
 */
export function databaseChecks(
  db: Database,
  expected: readonly string[],
): { database: Check; migrations: Check } {
  let pending: Promise<MigrationRead> | undefined;
  const read = () =>
    (pending ??= (async () => {
      const started = performance.now();
      const { rows } = await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      );
      return { versions: rows.map((row) => row.version), ms: performance.now() - started };
    })().finally(() => (pending = undefined)));
  return {
    database: async () => ({ ok: true, figures: { ms: Math.round((await read()).ms) } }),
    migrations: async () => migrationVerdict(expected, (await read()).versions),
  };
}
