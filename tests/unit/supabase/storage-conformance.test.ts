import { describe, expect, it } from 'vitest';
import {
  adaptSeed,
  countResults,
  HOW_TO_FETCH,
  jestSnapshotsForVitest,
  kindOf,
  locateSuite,
  type ReportedTest,
} from '../../../supabase/local/conformance/storage-suite.ts';

const root = '/repo';
const probe = (suites: string[], repositories: string[] = []) => ({
  isSuite: (dir: string) => suites.includes(dir),
  isGitRepository: (dir: string) => repositories.includes(dir),
});

describe('locateSuite', () => {
  it.each([
    [
      'STORAGE_JS_SUITE naming the package',
      { STORAGE_JS_SUITE: '/s/pkg' },
      ['/s/pkg'],
      { kind: 'dir', dir: '/s/pkg', from: 'STORAGE_JS_SUITE' },
    ],
    [
      'STORAGE_JS_SUITE naming a supabase-js checkout',
      { STORAGE_JS_SUITE: '/s/supabase js' },
      ['/s/supabase js/packages/core/storage-js'],
      { kind: 'dir', dir: '/s/supabase js/packages/core/storage-js', from: 'STORAGE_JS_SUITE' },
    ],
    [
      'an installed client that ships its tests',
      {},
      ['/repo/node_modules/@supabase/storage-js'],
      { kind: 'dir', dir: '/repo/node_modules/@supabase/storage-js', from: 'node_modules' },
    ],
  ])('%s', (_label, env, suites, expected) => {
    expect(locateSuite(env, root, probe(suites))).toEqual(expected);
  });

  it('falls back to a git mirror, and says how to fetch the suite when there is none', () => {
    expect(locateSuite({ STORAGE_JS_MIRROR: '/m/repo' }, root, probe([], ['/m/repo']))).toEqual({
      kind: 'mirror',
      gitDir: '/m/repo',
    });
    expect(locateSuite({}, root, probe([]))).toEqual({ kind: 'missing', message: HOW_TO_FETCH });
    const wrong = locateSuite(
      { STORAGE_JS_SUITE: '/nothing' },
      root,
      probe(['/repo/node_modules/@supabase/storage-js']),
    );
    expect(wrong).toMatchObject({ kind: 'missing' });
    expect((wrong as { message: string }).message).toContain('STORAGE_JS_SUITE=/nothing');
    expect(locateSuite({ STORAGE_JS_MIRROR: '/m/none' }, root, probe([]))).toMatchObject({
      kind: 'missing',
    });
  });
});

describe('adaptSeed', () => {
  it("hashes crypt('…', gen_salt('bf')) passwords here and leaves the rest", () => {
    const sql = `values ('a', crypt('pass''word', gen_salt('bf'))), ('b', CRYPT( 'x' , GEN_SALT( 'bf' ) ));`;
    expect(adaptSeed(sql, (plain) => `hash(${plain})`)).toBe(
      `values ('a', 'hash(pass'word)'), ('b', 'hash(x)');`,
    );
  });
});

const test = (status: string, meta: ReportedTest['meta'], title = 't'): ReportedTest => ({
  ancestorTitles: ['Object API', 'Upload files'],
  title,
  status,
  ...(meta ? { meta } : {}),
});

describe('kindOf and countResults', () => {
  it.each([
    ['passed', { serverRequests: 2, bodyRan: true }, 'server'],
    ['failed', { serverRequests: 0, bodyRan: false }, 'server'],
    ['failed', undefined, 'server'],
    ['passed', { serverRequests: 0, bodyRan: true }, 'client'],
    ['failed', { serverRequests: 0, bodyRan: true }, 'client'],
    ['passed', { serverRequests: 3, renderRequests: 1, bodyRan: true }, 'transformation'],
    ['skipped', undefined, 'skipped'],
  ] as const)('%s with %j is %s', (status, meta, kind) => {
    expect(kindOf(test(status, meta))).toBe(kind);
  });

  it('counts server-facing tests per group, transformations and client tests apart', () => {
    const figures = countResults([
      {
        name: '/x/test/storageFileApi.test.ts',
        assertionResults: [
          test('passed', { serverRequests: 1, bodyRan: true }, 'a'),
          test('failed', { serverRequests: 1, bodyRan: true }, 'b'),
          test('passed', { serverRequests: 0, bodyRan: true }, 'c'),
          test('failed', { serverRequests: 1, renderRequests: 1, bodyRan: true }, 'd'),
        ],
      },
      { name: '/x/test/broken.test.ts', status: 'failed', message: 'syntax', assertionResults: [] },
    ]);
    expect(figures).toMatchObject({
      groups: [
        { group: 'storageFileApi › Object API › Upload files', passed: 1, total: 2, failed: ['b'] },
      ],
      passed: 1,
      total: 2,
      percent: 50,
      transformation: { passed: 0, total: 1 },
      client: 1,
      brokenFiles: ['broken.test.ts: syntax'],
    });
  });
});

describe('jestSnapshotsForVitest', () => {
  it('renames jest keys to the " > " names Vitest looks up, and nothing else', () => {
    const jest = [
      '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing',
      '',
      'exports[`bucket api Get bucket by id 1`] = `',
      '{ "id": "bucket api Get bucket by id 1" }',
      '`;',
      '',
      'exports[`bucket api gone 2`] = `x`;',
    ].join('\n');
    expect(jestSnapshotsForVitest(jest, ['bucket api > Get bucket by id'])).toBe(
      [
        '// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html',
        '',
        'exports[`bucket api > Get bucket by id 1`] = `',
        '{ "id": "bucket api Get bucket by id 1" }',
        '`;',
        '',
        'exports[`bucket api gone 2`] = `x`;',
      ].join('\n'),
    );
  });
});
