// The pure parts of `npm run conformance:rest` (rest.ts): where the postgrest-js suite is, how its
// schema is adapted to the embedded backend, and what is left out and why. Results are counted as
// for the storage suite (storage-suite.ts): a test counts when its own body talked to the server.
import type { SuiteNames } from './storage-suite.ts';

export const REST_SUITE: SuiteNames = {
  client: 'postgrest-js',
  packagePath: 'packages/core/postgrest-js',
  installed: '@supabase/postgrest-js',
  suiteVariable: 'POSTGREST_JS_SUITE',
  mirrorVariable: 'POSTGREST_JS_MIRROR',
  script: 'conformance:rest',
};

/** The suite's schema and seed, as `supabase db reset` applies them (test/supabase/config.toml). */
export const SCHEMA = 'test/supabase/migrations/00000000000000_schema.sql';
export const SEED = 'test/supabase/seed.sql';

/**
 * The CLI's settings for the suite (test/supabase/config.toml, [api]): its exposed schemas and
 * row cap, as PostgREST's environment. The suite's schema sets the rest with `alter role`.
 * The suite inserts several rows at once as anon, which the CLI allows and the embedded server
 * refuses by default (one row: README.md, "Security limits"); the run lifts that cap to the row cap.
 */
export const SUITE_ENVIRONMENT: Readonly<Record<string, string>> = {
  PGRST_DB_SCHEMAS: 'public,personal,graphql_public',
  PGRST_DB_MAX_ROWS: '1000',
  SUPABASE_ANON_MAX_INSERT_ROWS: '1000',
};

/** Test files not run, with why. (`*.test-d.ts` files are type tests: they never run.) */
export const SKIPPED_FILES: readonly { file: string; why: string }[] = [
  {
    file: 'test/v12/v12-compat.test.ts',
    why: 'checks PostgREST 12 behaviour (PGRST119 on spreading a to-many) against a separate PostgREST 12 on localhost:3012; the embedded server follows current PostgREST',
  },
];

/** Tests not run, by full name (file › describe › title), with why. */
export const SKIPPED_TESTS: readonly { file: string; name: string; why: string }[] = [
  {
    file: 'transforms.test.ts',
    name: 'geojson',
    why: 'PostGIS-only: GeoJSON output needs PostGIS’s ST_AsGeoJSON, which the embedded database lacks',
  },
];

export interface AdaptedSql {
  sql: string;
  /** What was changed, for the runner to print. */
  changes: string[];
}

const POSTGIS_EXTENSION = /^\s*create\s+extension\s+(?:if\s+not\s+exists\s+)?"?postgis"?[^;]*;/gim;
const GEOMETRY_TYPE = /\bextensions\.geometry\s*\(\s*[^)]*\)/gi;

/**
 * The suite's schema as the embedded database runs it: without PostGIS, its one geometry column
 * (shops.shop_geom) is text, so the seed's EWKT value loads and `shops` reads as it is.
 */
export function adaptSchema(sql: string): AdaptedSql {
  const changes: string[] = [];
  let out = sql.replace(POSTGIS_EXTENSION, (statement) => {
    changes.push(`left out: ${statement.trim()}`);
    return `-- ${statement.trim()} (left out: no PostGIS here)`;
  });
  out = out.replace(GEOMETRY_TYPE, (type) => {
    changes.push(`${type} column as text`);
    return 'text';
  });
  return { sql: out, changes };
}
