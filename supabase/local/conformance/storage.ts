/**
 * `npm run conformance:storage`: the official storage client's own tests (supabase-js,
 * packages/core/storage-js/test) against the embedded backend, as the Supabase CLI would serve
 * them: a fresh server on 127.0.0.1:54321 with the demo JWT secret and a throwaway data folder,
 * seeded with the suite's own fixtures, then the suite under Vitest (jest-shim.ts), then the
 * figure per group. Not part of `npm test`: the suite is read from a copy outside this repository
 * (STORAGE_JS_SUITE, an installed @supabase/storage-js that ships tests, or STORAGE_JS_MIRROR).
 *   npm run conformance:storage [-- --failures] [--reporter default] [test file filters…]
 * (--failures names each failing test; filters and --reporter are passed to Vitest).
 * Exits 0 when at least 90% of the server-facing tests pass (or --min <percent>), 1 below it,
 * 2 when the suite cannot be found.
 */
import bcrypt from 'bcryptjs';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/index.ts';
import { PROJECT_ROOT } from '../db/project-paths.ts';
import {
  DEMO_JWT_SECRET,
  PACKAGE_PATH,
  SERVER_ORIGIN,
  SERVER_PORT,
  adaptSeed,
  countResults,
  formatFigures,
  jestSnapshotsForVitest,
  locateSuite,
  type ReportedFile,
} from './storage-suite.ts';

const SERVE = fileURLToPath(new URL('../serve.ts', import.meta.url));
const VITEST_CONFIG = fileURLToPath(new URL('./storage.vitest.config.ts', import.meta.url));
const VITEST = path.join(PROJECT_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
/** Extracted suites, one folder per commit (inside node_modules, so the client's imports resolve). */
const EXTRACT_ROOT = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'storage-js-suite');
const SEED = 'test/supabase/seed.sql';

const { values: args, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: {
    reporter: { type: 'string', default: 'dot' },
    failures: { type: 'boolean', default: false },
    min: { type: 'string', default: '90' },
  },
});

function isSuite(dir: string): boolean {
  return (
    existsSync(path.join(dir, 'test', SEED.slice('test/'.length))) &&
    existsSync(path.join(dir, 'src', 'index.ts'))
  );
}

function isGitRepository(dir: string): boolean {
  return spawnSync('git', ['-C', dir, 'rev-parse', '--git-dir'], { stdio: 'ignore' }).status === 0;
}

/** `git archive` of storage-js at the mirror's newest commit into node_modules/.cache. */
function extract(gitDir: string): { dir: string; commit: string } {
  const head = spawnSync('git', ['-C', gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' });
  if (head.status !== 0) throw new Error(`git rev-parse HEAD failed in ${gitDir}: ${head.stderr}`);
  const commit = head.stdout.trim();
  const into = path.join(EXTRACT_ROOT, commit.slice(0, 12));
  const dir = path.join(into, PACKAGE_PATH);
  if (!isSuite(dir)) {
    rmSync(into, { recursive: true, force: true });
    mkdirSync(into, { recursive: true });
    const archive = spawnSync(
      'git',
      ['-C', gitDir, 'archive', '--format=tar', commit, PACKAGE_PATH],
      {
        maxBuffer: 512 * 1024 * 1024,
      },
    );
    if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr.toString()}`);
    const untar = spawnSync('tar', ['-x', '-C', into], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString()}`);
  }
  return { dir, commit };
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('\n')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`serve.ts exited with code ${String(code)} before it was ready`)),
    );
  });
}

function vitest(suiteDir: string, args: string[], env: Record<string, string>, capture: boolean) {
  return spawnSync(process.execPath, [VITEST, ...args, '--config', VITEST_CONFIG], {
    cwd: suiteDir,
    env: { ...process.env, STORAGE_JS_SUITE_ROOT: suiteDir, CI: 'true', ...env },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * The suite's jest snapshots, rewritten under `into` with the keys Vitest looks up (the suite's
 * own files are left as they are); storage.vitest.config.ts reads them from there.
 */
function translateSnapshots(suiteDir: string, into: string): void {
  const testDir = path.join(suiteDir, 'test');
  const snapshots = readdirSync(testDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(path.dirname(file)) === '__snapshots__' && file.endsWith('.snap'),
  );
  if (snapshots.length === 0) return;
  const testFiles = snapshots.map((snap) =>
    path.join('test', path.dirname(path.dirname(snap)), path.basename(snap, '.snap')),
  );
  const listed = vitest(suiteDir, ['list', ...testFiles, '--json'], {}, true);
  const tests = JSON.parse(listed.stdout || '[]') as { name: string; file: string }[];
  for (const [index, snap] of snapshots.entries()) {
    const file = path.join(suiteDir, testFiles[index]!);
    const names = tests.filter((test) => test.file === file).map((test) => test.name);
    const target = path.join(into, 'test', snap);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(
      target,
      jestSnapshotsForVitest(readFileSync(path.join(testDir, snap), 'utf8'), names),
    );
  }
}

async function seedDatabase(dataDir: string, suiteDir: string) {
  const sql = adaptSeed(readFileSync(path.join(suiteDir, SEED), 'utf8'), (plain) =>
    bcrypt.hashSync(plain, 10),
  );
  // Opening applies the bootstrap and every migration, as the server's start would.
  const db = await openDatabase({ dataDir });
  try {
    await db.transaction((tx) => tx.exec(sql));
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const location = locateSuite(process.env, PROJECT_ROOT, { isSuite, isGitRepository });
  if (location.kind === 'missing') {
    console.error(location.message);
    return 2;
  }
  const suite =
    location.kind === 'dir'
      ? { dir: location.dir, source: `${location.from}: ${location.dir}` }
      : (() => {
          const { dir, commit } = extract(location.gitDir);
          return { dir, source: `${location.gitDir} at ${commit.slice(0, 12)}` };
        })();
  console.log(`storage-js suite: ${suite.source}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-storage-conformance-'));
  let server: ChildProcess | undefined;
  try {
    await seedDatabase(dataDir, suite.dir);
    server = spawn(
      process.execPath,
      [
        SERVE,
        '--port',
        String(SERVER_PORT),
        '--host',
        new URL(SERVER_ORIGIN).hostname,
        '--data-dir',
        dataDir,
      ],
      {
        env: { ...process.env, SUPABASE_JWT_SECRET: DEMO_JWT_SECRET, SUPABASE_JOB_WORKERS: '0' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await waitForReady(server);
    console.log(`embedded backend on ${SERVER_ORIGIN} (data in ${dataDir})`);

    const snapshots = path.join(dataDir, 'snapshots');
    translateSnapshots(suite.dir, snapshots);
    const report = path.join(dataDir, 'vitest-report.json');
    // CI: a missing snapshot fails instead of being written.
    const run = vitest(
      suite.dir,
      [
        'run',
        `--reporter=${args.reporter}`,
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...filters,
      ],
      { STORAGE_JS_SNAPSHOTS: snapshots },
      false,
    );
    if (!existsSync(report) || statSync(report).size === 0) {
      console.error(`Vitest wrote no report (exit ${String(run.status)}).`);
      return 1;
    }
    const files = (JSON.parse(readFileSync(report, 'utf8')) as { testResults: ReportedFile[] })
      .testResults;
    const figures = countResults(files);
    console.log(`\n${formatFigures(figures, { showFailures: args.failures })}`);
    return figures.percent >= Number(args.min) ? 0 : 1;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
