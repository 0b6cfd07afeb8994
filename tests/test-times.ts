// How long each test file and each test took, read from the runners' JSON reports (Vitest's and
// Playwright's), and the per-file budget that `npm test` holds them to (issue 39). A file over
// its budget fails the run: make it faster, split it, or name it below with the reason.
import path from 'node:path';

/**
 * Seconds a test file may take, by runner: what a quiet and a loaded two-core machine both keep
 * under, so the budget catches a file that grew or hangs, not a slow day. A browser spec counts
 * all its tests on every project (event pages and site pages, with a test per page, take ~300 s).
 */
export const DEFAULT_FILE_BUDGET_SECONDS: Readonly<Record<FileTime['runner'], number>> = {
  vitest: 300,
  playwright: 900,
};

/** Files allowed more, with the reason. */
export const FILE_BUDGETS: Readonly<Record<string, number>> = {
  // 10,050 contacts loaded and read through the All table, on one worker.
  'tests/e2e/crm/all-volume.spec.ts': 1200,
  // Every payload of the fuzz corpus against every API route, on PGlite.
  'tests/integration/security/fuzz.test.ts': 450,
};

interface VitestReport {
  testResults?: {
    name: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: { fullName: string; duration?: number | null }[];
  }[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: {
    title: string;
    file?: string;
    tests?: { projectName: string; results?: { duration?: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

export interface Reports {
  vitest: VitestReport | undefined;
  /** Each file's whole cost, from tests/support/vitest-file-times.ts; the JSON report's otherwise. */
  vitestFiles?: { file: string; seconds: number }[] | undefined;
  playwright: { suites?: PlaywrightSuite[] }[];
}

export interface TestTime {
  runner: 'vitest' | 'playwright';
  file: string;
  test: string;
  seconds: number;
}

export interface FileTime {
  runner: 'vitest' | 'playwright';
  file: string;
  seconds: number;
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;

function* playwrightResults(suite: PlaywrightSuite): Generator<{
  file: string;
  title: string;
  test: NonNullable<NonNullable<PlaywrightSuite['specs']>[number]['tests']>[number];
}> {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      yield { file: spec.file ?? suite.file ?? '', title: spec.title, test };
  for (const child of suite.suites ?? []) yield* playwrightResults(child);
}

/** Every test with its time: Vitest's assertion durations, Playwright's tries added up. */
export function testTimes({ vitest, playwright }: Reports): TestTime[] {
  const tests: TestTime[] = [];
  for (const file of vitest?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      tests.push({
        runner: 'vitest',
        file: relative(file.name),
        test: test.fullName,
        seconds: (test.duration ?? 0) / 1000,
      });
  for (const report of playwright)
    for (const suite of report.suites ?? [])
      for (const { file, title, test } of playwrightResults(suite))
        tests.push({
          runner: 'playwright',
          file: path.join('tests/e2e', file),
          test: `[${test.projectName}] ${title}`,
          seconds:
            (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000,
        });
  return tests.sort((a, b) => b.seconds - a.seconds);
}

/**
 * Every test file with its time, slowest first. A Vitest file counts its whole cost (import,
 * top-level work, hooks and tests) when the file-times reporter ran; a Playwright file counts the time of its tests on every project
 * and build, as a worker spends it.
 */
export function fileTimes(reports: Reports): FileTime[] {
  const files = new Map<string, FileTime>();
  const add = (runner: FileTime['runner'], file: string, seconds: number) => {
    const key = `${runner} ${file}`;
    const entry = files.get(key) ?? { runner, file, seconds: 0 };
    entry.seconds += seconds;
    files.set(key, entry);
  };
  if (reports.vitestFiles)
    for (const file of reports.vitestFiles) add('vitest', file.file, file.seconds);
  else
    for (const file of reports.vitest?.testResults ?? [])
      add(
        'vitest',
        relative(file.name),
        Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
      );
  for (const test of testTimes({ vitest: undefined, playwright: reports.playwright }))
    add('playwright', test.file, test.seconds);
  return [...files.values()].sort((a, b) => b.seconds - a.seconds);
}

/** The files over their budget. */
export function checkFileBudgets(files: readonly FileTime[]): (FileTime & { budget: number })[] {
  return files
    .map((file) => ({
      ...file,
      budget: FILE_BUDGETS[file.file] ?? DEFAULT_FILE_BUDGET_SECONDS[file.runner],
    }))
    .filter((file) => file.seconds > file.budget);
}
