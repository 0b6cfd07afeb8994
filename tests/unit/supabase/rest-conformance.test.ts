import { describe, expect, it } from 'vitest';
import {
  REST_SUITE,
  SKIPPED_TESTS,
  SUITE_ENVIRONMENT,
  adaptSchema,
} from '../../../supabase/local/conformance/rest-suite.ts';
import { howToFetch, locateSuite } from '../../../supabase/local/conformance/storage-suite.ts';

const probe = (suites: string[], repositories: string[] = []) => ({
  isSuite: (dir: string) => suites.includes(dir),
  isGitRepository: (dir: string) => repositories.includes(dir),
});

describe('adaptSchema', () => {
  it('leaves PostGIS out and makes its geometry column text, keeping everything else', () => {
    const sql = [
      'create table public.users (username text primary key);',
      '-- Extensions schema already exists in Supabase CLI',
      'create extension if not exists postgis schema extensions;',
      'create table public.shops (',
      '  id int primary key',
      ', shop_geom extensions.geometry(POINT, 4326)',
      ');',
      "insert into shops values (1, 'SRID=4326;POINT(-71.1 42.3)');",
    ].join('\n');
    const adapted = adaptSchema(sql);
    expect(adapted.sql).not.toMatch(/^\s*create extension/im);
    expect(adapted.sql).toContain(', shop_geom text\n');
    expect(adapted.sql).toContain('create table public.users (username text primary key);');
    expect(adapted.sql).toContain("'SRID=4326;POINT(-71.1 42.3)'");
    expect(adapted.changes).toEqual([
      'left out: create extension if not exists postgis schema extensions;',
      'extensions.geometry(POINT, 4326) column as text',
    ]);
  });

  it('changes nothing in a schema without PostGIS', () => {
    const sql = 'create extension if not exists pgcrypto;\ncreate table t (geometry text);';
    expect(adaptSchema(sql)).toEqual({ sql, changes: [] });
  });

  it('recognises the extension however it is written', () => {
    const { sql, changes } = adaptSchema('CREATE EXTENSION "postgis" WITH SCHEMA extensions;');
    expect(sql.startsWith('-- ')).toBe(true);
    expect(changes).toHaveLength(1);
  });
});

describe('locateSuite for postgrest-js', () => {
  it.each([
    [
      'POSTGREST_JS_SUITE naming a checkout with spaces and #',
      { POSTGREST_JS_SUITE: '/s/supabase js #2' },
      ['/s/supabase js #2/packages/core/postgrest-js'],
      {
        kind: 'dir',
        dir: '/s/supabase js #2/packages/core/postgrest-js',
        from: 'POSTGREST_JS_SUITE',
      },
    ],
    [
      'an installed client that ships its tests',
      {},
      ['/repo/node_modules/@supabase/postgrest-js'],
      { kind: 'dir', dir: '/repo/node_modules/@supabase/postgrest-js', from: 'node_modules' },
    ],
  ])('%s', (_label, env, suites, expected) => {
    expect(locateSuite(env, '/repo', probe(suites), REST_SUITE)).toEqual(expected);
  });

  it('reads a git mirror, and ignores the storage suite variables', () => {
    expect(
      locateSuite({ POSTGREST_JS_MIRROR: '/m/repo' }, '/repo', probe([], ['/m/repo']), REST_SUITE),
    ).toEqual({ kind: 'mirror', gitDir: '/m/repo' });
    expect(
      locateSuite({ STORAGE_JS_MIRROR: '/m/repo' }, '/repo', probe([], ['/m/repo']), REST_SUITE),
    ).toEqual({ kind: 'missing', message: howToFetch(REST_SUITE) });
  });

  it('says how to fetch the suite, naming its own script and variables', () => {
    const message = howToFetch(REST_SUITE);
    expect(message).toContain('POSTGREST_JS_SUITE=/tmp/supabase-js npm run conformance:rest');
    expect(message).toContain('POSTGREST_JS_MIRROR');
    const wrong = locateSuite({ POSTGREST_JS_SUITE: '/nowhere' }, '/repo', probe([]), REST_SUITE);
    expect(wrong).toMatchObject({ kind: 'missing' });
    expect(wrong.kind === 'missing' && wrong.message).toContain(
      'POSTGREST_JS_SUITE=/nowhere holds no postgrest-js tests',
    );
  });
});

describe('the run settings', () => {
  it('exposes the schemas of the suite’s config.toml and lifts the anon row cap to max_rows', () => {
    expect(SUITE_ENVIRONMENT['PGRST_DB_SCHEMAS']?.split(',')).toEqual([
      'public',
      'personal',
      'graphql_public',
    ]);
    expect(SUITE_ENVIRONMENT['SUPABASE_ANON_MAX_INSERT_ROWS']).toBe(
      SUITE_ENVIRONMENT['PGRST_DB_MAX_ROWS'],
    );
  });

  it('skips only PostGIS-only tests, each with a reason', () => {
    expect(SKIPPED_TESTS.map((test) => test.name)).toEqual(['geojson']);
    for (const test of SKIPPED_TESTS) expect(test.why).toMatch(/PostGIS/);
  });
});
