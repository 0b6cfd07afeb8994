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
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/index.ts';
import {
  conformanceArgs,
  findSuite,
  runSuite,
  startServer,
  stopServer,
  vitest as runVitest,
} from './run-parts.ts';
import {
  SERVER_ORIGIN,
  STORAGE_SUITE,
  adaptSeed,
  countResults,
  formatFigures,
  jestSnapshotsForVitest,
} from './storage-suite.ts';

const VITEST_CONFIG = fileURLToPath(new URL('./storage.vitest.config.ts', import.meta.url));
const SEED = 'test/supabase/seed.sql';

const { args, filters } = conformanceArgs('90');

function isSuite(dir: string): boolean {
  return (
    existsSync(path.join(dir, 'test', SEED.slice('test/'.length))) &&
    existsSync(path.join(dir, 'src', 'index.ts'))
  );
}

function vitest(suiteDir: string, args: string[], env: Record<string, string>, capture: boolean) {
  return runVitest(VITEST_CONFIG, 'STORAGE_JS_SUITE_ROOT', suiteDir, args, env, capture);
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
  const suiteDir = findSuite(STORAGE_SUITE, 'storage-js-suite', isSuite);
  if (suiteDir === undefined) return 2;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-storage-conformance-'));
  let server: ChildProcess | undefined;
  try {
    await seedDatabase(dataDir, suiteDir);
    ({ server } = await startServer(dataDir));
    console.log(`embedded backend on ${SERVER_ORIGIN} (data in ${dataDir})`);

    const snapshots = path.join(dataDir, 'snapshots');
    translateSnapshots(suiteDir, snapshots);
    const report = path.join(dataDir, 'vitest-report.json');
    // CI: a missing snapshot fails instead of being written.
    const files = runSuite(
      (vitestArgs) => vitest(suiteDir, vitestArgs, { STORAGE_JS_SNAPSHOTS: snapshots }, false),
      args.reporter,
      report,
      filters,
    );
    if (!files) return 1;
    const figures = countResults(files);
    console.log(`\n${formatFigures(figures, { showFailures: args.failures })}`);
    return figures.percent >= Number(args.min) ? 0 : 1;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
