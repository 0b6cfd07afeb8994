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
  /** Whether dir holds the client with its tests (test/ and src/ side by side). */
  isSuite(dir: string): boolean;
  /** Whether dir is a git repository (bare, or a checkout). */
  isGitRepository(dir: string): boolean;
}

/** Where one client's suite may be found: its environment variables and its package. */
export interface SuiteNames {
  /** e.g. storage-js */
  client: string;
  /** Its folder in a supabase-js checkout. */
  packagePath: string;
  /** Its npm name, when installed in node_modules. */
  installed: string;
  /** The variable naming a checkout or the client's folder. */
  suiteVariable: string;
  /** The variable naming a git mirror of supabase-js. */
  mirrorVariable: string;
  script: string;
}

export const STORAGE_SUITE: SuiteNames = {
  client: 'storage-js',
  packagePath: PACKAGE_PATH,
  installed: '@supabase/storage-js',
  suiteVariable: 'STORAGE_JS_SUITE',
  mirrorVariable: 'STORAGE_JS_MIRROR',
  script: 'conformance:storage',
};

export function howToFetch(names: SuiteNames): string {
  return `The ${names.client} test suite was not found. It lives in the supabase-js repository:

  git clone --depth 1 https://github.com/supabase/supabase-js /tmp/supabase-js
  ${names.suiteVariable}=/tmp/supabase-js npm run ${names.script}

${names.suiteVariable} may name the checkout or its ${names.packagePath} folder; ${names.mirrorVariable} may
name a git mirror of supabase-js instead (its newest commit is extracted).`;
}

export const HOW_TO_FETCH = howToFetch(STORAGE_SUITE);

/**
 * Where to read the suite: the suite variable (a checkout or the client's folder), else the
 * installed client when it ships its tests, else a git mirror (the mirror variable).
 */
export function locateSuite(
  env: Readonly<Record<string, string | undefined>>,
  projectRoot: string,
  probe: SuiteProbe,
  names: SuiteNames = STORAGE_SUITE,
): SuiteLocation {
  const given = env[names.suiteVariable];
  if (given) {
    const dir = path.resolve(given);
    for (const candidate of [dir, path.join(dir, names.packagePath)]) {
      if (probe.isSuite(candidate))
        return { kind: 'dir', dir: candidate, from: names.suiteVariable };
    }
    return {
      kind: 'missing',
      message: `${names.suiteVariable}=${given} holds no ${names.client} tests (no test/ beside src/ there or in ${names.packagePath}).\n\n${howToFetch(names)}`,
    };
  }
  const installed = path.join(projectRoot, 'node_modules', ...names.installed.split('/'));
  if (probe.isSuite(installed)) return { kind: 'dir', dir: installed, from: 'node_modules' };
  const mirror = env[names.mirrorVariable];
  if (mirror) {
    const gitDir = path.resolve(mirror);
    if (probe.isGitRepository(gitDir)) return { kind: 'mirror', gitDir };
    return {
      kind: 'missing',
      message: `${names.mirrorVariable}=${mirror} is not a git repository.\n\n${howToFetch(names)}`,
    };
  }
  return { kind: 'missing', message: howToFetch(names) };
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
export function formatFigures(
  figures: SuiteFigures,
  options: {
    showFailures: boolean;
    /** Print the image transformation figure (default true). */ transformations?: boolean;
  },
): string {
  const width = Math.max(0, ...figures.groups.map((g) => g.group.length));
  const lines: string[] = [];
  for (const group of figures.groups) {
    const mark = group.passed === group.total ? 'ok  ' : 'FAIL';
    lines.push(`${mark} ${group.group.padEnd(width)}  ${group.passed}/${group.total}`);
    if (options.showFailures) for (const title of group.failed) lines.push(`       ✗ ${title}`);
  }
  for (const broken of figures.brokenFiles) lines.push(`FAIL ${broken}`);
  const leftOut =
    options.transformations === false
      ? ''
      : `image transformation (left out): ${figures.transformation.passed}/${figures.transformation.total} passed; `;
  lines.push(
    `server-facing tests: ${figures.passed}/${figures.total} passed (${figures.percent.toFixed(1)}%)`,
    `${leftOut}tests of the client alone (not counted): ${figures.client}; skipped: ${figures.skipped}`,
  );
  return lines.join('\n');
}
