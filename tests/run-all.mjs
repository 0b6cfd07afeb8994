// `npm test`: every check that guards the project, with one closing count.
// Steps: three lanes side by side (typecheck, lint, the two builds, then the browser tests with
// servers of their own; format, unit tests, then the integration tests; the README's commands on
// a fresh clone), then the browser tests. It ends with the time each step took and the 20 slowest
// test files; `npm test -- --profile` also writes every test's time to test-results/profile.json.
import { spawn } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { checkFileBudgets, fileTimes, testTimes } from './test-times.ts';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const logDir = mkdtempSync(path.join(tmpdir(), 'npm-test-logs-'));
const profile = process.argv.includes('--profile');
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const failedTests = [];
const flakyTests = [];
const reports = { vitest: undefined, vitestFiles: undefined, playwright: [] };

// GNU time, where the machine has it, measures each step's CPU (its processes and theirs): the
// step table then says which steps leave a core idle (CPU below wall time × cores).
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/**
 * Runs one step. Alone, its output streams as it comes; beside another step (`quiet`), it goes to
 * a log file that is printed whole when the step ends, so the two never interleave.
 */
function run(name, command, args, options = {}) {
  const started = Date.now();
  const slug = name.replaceAll(/[^a-z0-9]+/gi, '-');
  // Not under test-results/: Playwright empties that folder when a run starts.
  const log = options.quiet ? path.join(logDir, `${slug}.log`) : null;
  const cpuFile = path.join(logDir, `${slug}.cpu`);
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}${log ? ` (output in ${log})` : ''}`);
  return new Promise((resolve) => {
    const [file, argv] = gnuTime
      ? [gnuTime, ['-q', '-f', '%U %S', '-o', cpuFile, command, ...args]]
      : [command, args];
    const child = spawn(file, argv, {
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...options.env },
    });
    if (log) {
      const file = createWriteStream(log);
      child.stdout.pipe(file);
      child.stderr.pipe(file);
    }
    child.on('close', (status) => {
      const ok = status === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      results.push({ name, ok, seconds, cpu: cpuSeconds(cpuFile) });
      if (log) console.log(`\n--- ${name} (output) ---\n${readFileSync(log, 'utf8').trimEnd()}`);
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s`);
      resolve(ok);
    });
  });
}

/** User + system seconds from GNU time's file (its last line: a failed command adds one above). */
function cpuSeconds(file) {
  if (!existsSync(file)) return undefined;
  const last = readFileSync(file, 'utf8').trim().split('\n').pop() ?? '';
  const [user, system] = last.split(' ').map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : undefined;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

/**
 * A folder in memory for the integration tests' temporary data folders, when the machine has a
 * tmpfs with room: each backend a test starts copies a 42 MB migrated data folder, 69 ms in
 * /dev/shm against 261 ms on this machine's disk. Elsewhere the system's temporary folder.
 */
function memoryTmpDir() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 4 * 2 ** 30 ? mkdtempSync('/dev/shm/npm-test-') : undefined;
  } catch {
    return undefined;
  }
}

/** One Vitest run of the given projects, its report and file times added to the totals. */
async function runVitest(name, projects, reportName, options = {}) {
  const json = `test-results/${reportName}.json`;
  const fileTimes = `test-results/${reportName}-files.json`;
  const tmp = options.memoryTmp ? memoryTmpDir() : undefined;
  const ok = await run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
      '--reporter=./tests/support/vitest-file-times.ts',
    ],
    { ...options, env: { VITEST_FILE_TIMES: fileTimes, ...(tmp ? { TMPDIR: tmp } : {}) } },
  );
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  const report = readJson(json);
  if (!report) {
    failed += 1;
    return ok;
  }
  reports.vitest = {
    testResults: [...(reports.vitest?.testResults ?? []), ...(report.testResults ?? [])],
  };
  reports.vitestFiles = [...(reports.vitestFiles ?? []), ...(readJson(fileTimes) ?? [])];
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  collectVitestFailures(report);
  return ok;
}

// Names every failed test, so the closing lines of a long log say what to look at.
function collectVitestFailures(report) {
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failedTests.push(
          `vitest ${file.name}: ${test.fullName}${firstLine(test.failureMessages?.[0])}`,
        );
}

// The first line of a failure and where it stopped, so a log that keeps only its tail still
// says why (CI shows the last lines of a long run, not the reporter's full account).
function firstLine(message) {
  if (!message) return '';
  // eslint-disable-next-line no-control-regex
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '';
  return `\n      ${line.trim().slice(0, 300)}`;
}

function firstPlaywrightError(test) {
  for (const result of test.results ?? []) {
    const error = result.errors?.[0] ?? result.error;
    if (!error) continue;
    const at = error.location
      ? ` (${error.location.file.split('/tests/').pop()}:${error.location.line})`
      : '';
    return `${firstLine(error.message)}${at}`;
  }
  return '';
}

function* playwrightTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { title: [...path, spec.title].join(' › '), test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, path);
}

function countBrowserResults(jsonPath) {
  const e2e = readJson(jsonPath);
  if (e2e) {
    reports.playwright.push(e2e);
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    skipped += e2e.stats.skipped;
    for (const suite of e2e.suites ?? [])
      for (const { title, test } of playwrightTests(suite)) {
        const name = `playwright [${test.projectName}] ${title}`;
        if (test.status === 'unexpected') failedTests.push(`${name}${firstPlaywrightError(test)}`);
        if (test.status === 'flaky') flakyTests.push(`${name}${firstPlaywrightError(test)}`);
      }
  } else {
    failed += 1;
  }
}

// A browser test that fails is run once more: on a shared 2-core machine a timing can slip once.
// A pass on the retry is named as flaky in the summary, not hidden; two failures fail the run.
const browserRetries = '--retries=1';

// Every event is past today, so a second build "as of" a date before them all shows the
// upcoming state: the registration buttons and the in-page invitation request forms.
const upcoming = {
  BUILD_TIME: '2025-01-01T00:00:00Z',
  ASTRO_OUT_DIR: 'dist-upcoming',
  ASTRO_CACHE_DIR: 'node_modules/.astro-upcoming',
  E2E_PORT: '4339',
  E2E_JSON: 'test-results/e2e-upcoming.json',
  E2E_OUTPUT_DIR: 'test-results/upcoming',
  E2E_WORKERS: '1',
};

/*
 * Three lanes side by side, so neither core waits while work is left:
 * - typecheck, ESLint, the two builds, then the browser tests that need their own server (those
 *   at volume, then those of the upcoming build, one browser each). The typecheck and ESLint each
 *   build the whole TypeScript program on one thread (side by side they took 96 s and 154 s
 *   against 39 s and 58 s alone), so they run one after the other. The builds wait for the unit
 *   tests as well: each build rewrites .astro/'s type files, which the typecheck, ESLint and
 *   tests/unit/lint read; the integration tests read none of them.
 * - the format check and the unit tests (no servers), then the integration tests, which start
 *   while ESLint still runs;
 * - the README's commands on a clean clone, from the start, at a lower priority (nice 10): it
 *   mostly waits on npm and the disk, and takes a core only when the other lanes leave one idle.
 * The main browser tests follow the integration tests, when both cores are free for them.
 */
const volume = {
  E2E_JSON: 'test-results/e2e-volume.json',
  E2E_OUTPUT_DIR: 'test-results/volume',
  E2E_WORKERS: '1',
};
const freshClone = run(
  'fresh clone: npm ci && npm start',
  'nice',
  ['-n', '10', 'node', 'tests/fresh-clone/run.mjs'],
  { quiet: true },
);
const unitTested = (async () => {
  await run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], {
    quiet: true,
  });
  await runVitest('unit tests', ['unit', 'components'], 'vitest-unit', { quiet: true });
})();
const builds = (async () => {
  await run('typecheck', 'npx', ['astro', 'check', '--minimumSeverity', 'warning'], {
    quiet: true,
  });
  await run('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], { quiet: true });
  await unitTested;
  return Promise.all([
    run('build', 'npx', ['astro', 'build'], { quiet: true }),
    run('build as of 2025-01-01', 'npx', ['astro', 'build'], { env: upcoming, quiet: true }),
  ]);
})();
const ownServers = (async () => {
  const [built, builtUpcoming] = await builds;
  if (built)
    await run(
      'browser tests at volume',
      'npx',
      ['playwright', 'test', browserRetries, '--grep', '@volume'],
      { env: volume, quiet: true },
    );
  if (builtUpcoming)
    await run(
      'browser tests of upcoming events',
      'npx',
      [
        'playwright',
        'test',
        browserRetries,
        // Only the tests whose expectations follow the build date (tests/unit/test-guards/
        // build-date-tags.test.ts keeps every spec that reads BUILD_TIME tagged).
        '--grep',
        '@build-date',
      ],
      { env: upcoming, quiet: true },
    );
})();
const integrated = (async () => {
  await unitTested;
  await runVitest('integration tests', ['integration'], 'vitest-integration', {
    memoryTmp: true,
    quiet: true,
  });
})();

const [built, builtUpcoming] = await builds;
await integrated;
if (built) {
  // In a folder of its own: Playwright empties its output folder when it starts, and the runs
  // of the first lane may still be writing theirs.
  await run(
    'browser tests',
    'npx',
    ['playwright', 'test', browserRetries, '--grep-invert', '@volume'],
    {
      env: { E2E_OUTPUT_DIR: 'test-results/main' },
    },
  );
}
await Promise.all([ownServers, freshClone]);
if (built) {
  countBrowserResults('test-results/e2e.json');
  countBrowserResults(volume.E2E_JSON);
}
if (builtUpcoming) countBrowserResults(upcoming.E2E_JSON);

const files = fileTimes(reports);
if (profile) {
  writeFileSync(
    'test-results/profile.json',
    JSON.stringify({ files, tests: testTimes(reports) }, null, 2),
  );
  console.log('\nEvery test file and test with its time: test-results/profile.json');
}
const overBudget = checkFileBudgets(files);

console.log(`\nSteps (wall time, and CPU time where measured; ${cpus().length} cores)`);
for (const step of results)
  console.log(
    `  ${step.ok ? 'ok    ' : 'FAILED'} ${step.name.padEnd(36)} ${step.seconds.padStart(7)} s${
      step.cpu === undefined ? '' : `  ${step.cpu.toFixed(1).padStart(7)} s CPU`
    }`,
  );
console.log('\nThe 20 slowest test files');
for (const file of files.slice(0, 20))
  console.log(
    `  ${(file.seconds.toFixed(1) + ' s').padStart(9)}  ${file.runner.padEnd(10)} ${file.file}`,
  );
for (const over of overBudget)
  console.log(
    `  OVER BUDGET: ${over.file} took ${over.seconds.toFixed(1)} s (budget ${over.budget} s)`,
  );
for (const name of flakyTests) console.log(`  flaky (passed on retry): ${name}`);
for (const name of failedTests) console.log(`  failed: ${name}`);
const allOk = results.every((step) => step.ok) && results.length === 11 && overBudget.length === 0;
if (!allOk && failed === 0) failed = results.filter((step) => !step.ok).length + overBudget.length;
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk && failed === 0 ? 0 : 1);
