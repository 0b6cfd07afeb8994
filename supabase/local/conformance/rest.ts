/**
 * `npm run conformance:rest`: the official PostgREST client's own tests (supabase-js,
 * packages/core/postgrest-js/test) against the embedded backend, as the Supabase CLI would serve
 * them: a fresh server on 127.0.0.1:54321 with the demo JWT secret and a throwaway data folder,
 * holding the suite's schema and seed (adapted where the embedded database cannot run them:
 * rest-suite.ts), then the suite under Vitest (jest-shim.ts), then the figure per test file.
 * Not part of `npm test`: the suite is read from a copy outside this repository
 * (POSTGREST_JS_SUITE, an installed @supabase/postgrest-js that ships tests, or POSTGREST_JS_MIRROR).
 *   npm run conformance:rest [-- --failures] [--reporter default] [test file filters…]
 * (--failures names each failing test; filters and --reporter are passed to Vitest).
 * Exits 0 when at least 95% of the server-facing tests pass (or --min <percent>) and the server
 * answered no 5xx but 501, 1 otherwise, 2 when the suite cannot be found.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/index.ts';
import {
  REST_SUITE,
  SCHEMA,
  SEED,
  SKIPPED_FILES,
  SKIPPED_TESTS,
  SUITE_ENVIRONMENT,
  adaptSchema,
} from './rest-suite.ts';
import {
  conformanceArgs,
  findSuite,
  runSuite,
  startServer,
  stopServer,
  vitest,
} from './run-parts.ts';
import {
  SERVER_ORIGIN,
  countResults,
  formatFigures,
  groupOf,
  type ReportedFile,
  type ReportedTest,
} from './storage-suite.ts';

const VITEST_CONFIG = fileURLToPath(new URL('./rest.vitest.config.ts', import.meta.url));

const { args, filters } = conformanceArgs('95');

function isSuite(dir: string): boolean {
  return existsSync(path.join(dir, SCHEMA)) && existsSync(path.join(dir, 'src', 'index.ts'));
}

/** The suite's schema and seed, run as the superuser as `supabase db reset` would. */
async function loadSuiteDatabase(dataDir: string, suiteDir: string): Promise<string[]> {
  const schema = adaptSchema(readFileSync(path.join(suiteDir, SCHEMA), 'utf8'));
  const seed = readFileSync(path.join(suiteDir, SEED), 'utf8');
  // Opening applies the bootstrap and every migration, as the server's start would.
  const db = await openDatabase({ dataDir });
  try {
    await db.transaction((tx) => tx.exec(schema.sql));
    await db.transaction((tx) => tx.exec(seed));
  } finally {
    await db.close();
  }
  return schema.changes;
}

/** One group per test file (the suite's describes are too many to read as groups). */
function byFile(files: readonly ReportedFile[]): ReportedFile[] {
  return files.map((file) => ({
    ...file,
    assertionResults: file.assertionResults.map((test): ReportedTest => ({
      ...test,
      title: groupOf(file.name, test).split(' › ').slice(1).concat(test.title).join(' › '),
      ancestorTitles: [],
    })),
  }));
}

async function main(): Promise<number> {
  const suiteDir = findSuite(REST_SUITE, 'postgrest-js-suite', isSuite);
  if (suiteDir === undefined) return 2;
  for (const { file, why } of SKIPPED_FILES) console.log(`skipped file ${file}: ${why}`);
  for (const { file, name, why } of SKIPPED_TESTS)
    console.log(`skipped test ${file} › ${name}: ${why}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-rest-conformance-'));
  let server: ChildProcess | undefined;
  try {
    for (const change of await loadSuiteDatabase(dataDir, suiteDir))
      console.log(`schema adapted: ${change}`);
    const started = await startServer(dataDir, { ...SUITE_ENVIRONMENT });
    server = started.server;
    console.log(`embedded backend on ${SERVER_ORIGIN} (data in ${dataDir})`);

    const report = path.join(dataDir, 'vitest-report.json');
    const serverErrors = path.join(dataDir, 'server-errors.txt');
    const environment = {
      CONFORMANCE_SKIP_TESTS: JSON.stringify(SKIPPED_TESTS),
      CONFORMANCE_API_KEY: started.ready.anonKey,
      CONFORMANCE_5XX_LOG: serverErrors,
    };
    // CI: an inline snapshot that differs fails instead of being rewritten.
    const files = runSuite(
      (vitestArgs) =>
        vitest(VITEST_CONFIG, 'POSTGREST_JS_SUITE_ROOT', suiteDir, vitestArgs, environment, false),
      args.reporter,
      report,
      filters,
    );
    if (!files) return 1;
    const figures = countResults(byFile(files));
    console.log(
      `\n${formatFigures(figures, { showFailures: args.failures, transformations: false })}`,
    );
    // The bar: nothing unsupported answers a 5xx other than 501.
    const errors = existsSync(serverErrors)
      ? readFileSync(serverErrors, 'utf8').split('\n').filter(Boolean)
      : [];
    console.log(`5xx answers other than 501: ${errors.length}`);
    for (const line of errors) console.log(`  ${line}`);
    return figures.percent >= Number(args.min) && errors.length === 0 ? 0 : 1;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
