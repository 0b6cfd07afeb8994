// The pure parts of `npm run conformance:storage` (storage.ts): where the storage-js suite is,
// how its seed is adapted to this backend, and how its results are counted. The suite's tests
// run unchanged; a test counts when its own body talked to the server (jest-shim.ts records it).
import path from 'node:path';

/** The suite hard-codes the Supabase CLI's API address. */
export const SERVER_ORIGIN = 'http://127.0.0.1:54321';
export const SERVER_PORT = 54321;
/** The CLI's demo JWT secret: the suite's service-role key is signed with it. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** Requests under this path are image transformations, which the embedded backend leaves out. */
export const RENDER_PATH = '/storage/v1/render/';
/** Where storage-js lives in a supabase-js checkout. */
export const PACKAGE_PATH = 'packages/core/storage-js';

export type SuiteLocation =
  | { kind: 'dir'; dir: string; from: string }
  | { kind: 'mirror'; gitDir: string }
  | { kind: 'missing'; message: string };

export interface SuiteProbe {
  /** Whether dir holds storage-js with its tests (test/ and src/ side by side). */
  isSuite(dir: string): boolean;
  /** Whether dir is a git repository (bare, or a checkout). */
  isGitRepository(dir: string): boolean;
}

export const HOW_TO_FETCH = `The storage-js test suite was not found. It lives in the supabase-js repository:

  git clone --depth 1 https://github.com/supabase/supabase-js /tmp/supabase-js
  STORAGE_JS_SUITE=/tmp/supabase-js npm run conformance:storage

STORAGE_JS_SUITE may name the checkout or its ${PACKAGE_PATH} folder; STORAGE_JS_MIRROR may
name a git mirror of supabase-js instead (its newest commit is extracted).`;

/**
 * Where to read the suite: STORAGE_JS_SUITE (a checkout or its storage-js folder), else the
 * installed @supabase/storage-js when it ships its tests, else a git mirror (STORAGE_JS_MIRROR).
 */
export function locateSuite(
  env: Readonly<Record<string, string | undefined>>,
  projectRoot: string,
  probe: SuiteProbe,
): SuiteLocation {
  const given = env['STORAGE_JS_SUITE'];
  if (given) {
    const dir = path.resolve(given);
    for (const candidate of [dir, path.join(dir, PACKAGE_PATH)]) {
      if (probe.isSuite(candidate))
        return { kind: 'dir', dir: candidate, from: 'STORAGE_JS_SUITE' };
    }
    return {
      kind: 'missing',
      message: `STORAGE_JS_SUITE=${given} holds no storage-js tests (no test/ beside src/ there or in ${PACKAGE_PATH}).\n\n${HOW_TO_FETCH}`,
    };
  }
  const installed = path.join(projectRoot, 'node_modules', '@supabase', 'storage-js');
  if (probe.isSuite(installed)) return { kind: 'dir', dir: installed, from: 'node_modules' };
  const mirror = env['STORAGE_JS_MIRROR'];
  if (mirror) {
    const gitDir = path.resolve(mirror);
    if (probe.isGitRepository(gitDir)) return { kind: 'mirror', gitDir };
    return {
      kind: 'missing',
      message: `STORAGE_JS_MIRROR=${mirror} is not a git repository.\n\n${HOW_TO_FETCH}`,
    };
  }
  return { kind: 'missing', message: HOW_TO_FETCH };
}

/**
 * The suite's seed (test/supabase/seed.sql) as this backend can run it: passwords are hashed
 * here with bcrypt, as GoTrue stores them, since pgcrypto's crypt() may be missing.
 */
export function adaptSeed(sql: string, hashPassword: (plain: string) => string): string {
  return sql.replace(
    /crypt\(\s*'((?:[^']|'')*)'\s*,\s*gen_salt\(\s*'bf'\s*\)\s*\)/gi,
    (_match, quoted: string) => `'${hashPassword(quoted.replaceAll("''", "'"))}'`,
  );
}

const VITEST_SNAPSHOT_HEADER = '// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html';

/**
 * A jest snapshot file as Vitest reads it. Jest keys a snapshot by the test's titles joined with
 * spaces ("bucket api Get bucket by id 1"), Vitest with " > "; `testNames` are the file's tests
 * as `vitest list` names them. Values are the same text in both.
 */
export function jestSnapshotsForVitest(content: string, testNames: readonly string[]): string {
  const byJestName = new Map(testNames.map((name) => [name.split(' > ').join(' '), name]));
  return content
    .replace(/^\/\/ Jest Snapshot v1.*$/m, VITEST_SNAPSHOT_HEADER)
    .replace(/^exports\[`((?:[^`\\]|\\.)*) (\d+)`\]/gm, (line, key: string, count: string) => {
      const name = byJestName.get(key);
      return name === undefined ? line : `exports[\`${name} ${count}\`]`;
    });
}

/** One test of Vitest's JSON report (the fields read here). */
export interface ReportedTest {
  ancestorTitles: string[];
  title: string;
  status: string;
  failureMessages?: string[];
  meta?: { serverRequests?: number; renderRequests?: number; bodyRan?: boolean };
}

export interface ReportedFile {
  name: string;
  status?: string;
  message?: string;
  assertionResults: ReportedTest[];
}

export type TestKind = 'server' | 'transformation' | 'client' | 'skipped';

/**
 * A test is server-facing when its body sent the server a request, or when it failed before its
 * body ran (the suite's hooks create buckets and upload, so a failing hook is the server's).
 * Image transformations (requests under /render/) are counted apart.
 */
export function kindOf(test: ReportedTest): TestKind {
  if (test.status !== 'passed' && test.status !== 'failed') return 'skipped';
  const meta = test.meta ?? {};
  if ((meta.renderRequests ?? 0) > 0) return 'transformation';
  if ((meta.serverRequests ?? 0) > 0) return 'server';
  if (test.status === 'failed' && !meta.bodyRan) return 'server';
  return 'client';
}

export interface GroupFigure {
  group: string;
  passed: number;
  total: number;
  failed: string[];
}

export interface SuiteFigures {
  groups: GroupFigure[];
  passed: number;
  total: number;
  /** Passed / total server-facing tests, in percent (0 when there are none). */
  percent: number;
  transformation: { passed: number; total: number };
  client: number;
  skipped: number;
  /** Test files that could not run at all (a syntax or import error). */
  brokenFiles: string[];
}

/** A file and describe path, e.g. "storageFileApi › Object API › Upload files". */
export function groupOf(fileName: string, test: ReportedTest): string {
  const file = path.basename(fileName).replace(/\.(test|spec)\.ts$/, '');
  return [file, ...test.ancestorTitles].join(' › ');
}

export function countResults(files: readonly ReportedFile[]): SuiteFigures {
  const groups = new Map<string, GroupFigure>();
  const figures: SuiteFigures = {
    groups: [],
    passed: 0,
    total: 0,
    percent: 0,
    transformation: { passed: 0, total: 0 },
    client: 0,
    skipped: 0,
    brokenFiles: [],
  };
  for (const file of files) {
    if (file.assertionResults.length === 0 && file.status === 'failed') {
      figures.brokenFiles.push(`${path.basename(file.name)}: ${file.message ?? 'failed to run'}`);
    }
    for (const test of file.assertionResults) {
      const kind = kindOf(test);
      const passed = test.status === 'passed';
      if (kind === 'skipped') figures.skipped += 1;
      else if (kind === 'client') figures.client += 1;
      else if (kind === 'transformation') {
        figures.transformation.total += 1;
        if (passed) figures.transformation.passed += 1;
      } else {
        const name = groupOf(file.name, test);
        const group = groups.get(name) ?? { group: name, passed: 0, total: 0, failed: [] };
        group.total += 1;
        if (passed) group.passed += 1;
        else group.failed.push(test.title);
        groups.set(name, group);
        figures.total += 1;
        if (passed) figures.passed += 1;
      }
    }
  }
  figures.groups = [...groups.values()];
  figures.percent = figures.total === 0 ? 0 : (100 * figures.passed) / figures.total;
  return figures;
}

/** The lines the runner prints: one per group, then the total. */
export function formatFigures(figures: SuiteFigures, options: { showFailures: boolean }): string {
  const width = Math.max(0, ...figures.groups.map((g) => g.group.length));
  const lines: string[] = [];
  for (const group of figures.groups) {
    const mark = group.passed === group.total ? 'ok  ' : 'FAIL';
    lines.push(`${mark} ${group.group.padEnd(width)}  ${group.passed}/${group.total}`);
    if (options.showFailures) for (const title of group.failed) lines.push(`       ✗ ${title}`);
  }
  for (const broken of figures.brokenFiles) lines.push(`FAIL ${broken}`);
  lines.push(
    `server-facing tests: ${figures.passed}/${figures.total} passed (${figures.percent.toFixed(1)}%)`,
    `image transformation (left out): ${figures.transformation.passed}/${figures.transformation.total} passed; ` +
      `tests of the client alone (not counted): ${figures.client}; skipped: ${figures.skipped}`,
  );
  return lines.join('\n');
}
