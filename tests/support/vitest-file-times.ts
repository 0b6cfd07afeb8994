// A Vitest reporter that writes each test file's whole cost: its environment and harness, the
// import of the file with its top-level work (collect), the setup file, and its tests and hooks.
// The JSON reporter's start and end times leave out all but the tests, which hid most of a file
// that starts servers at its top level. Read by tests/run-all.mjs (tests/test-times.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export const FILE_TIMES_PATH = process.env['VITEST_FILE_TIMES'] ?? 'test-results/vitest-files.json';

export default class FileTimesReporter implements Reporter {
  private readonly files: { file: string; seconds: number }[] = [];

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const ms =
      d.environmentSetupDuration +
      d.prepareDuration +
      d.collectDuration +
      d.setupDuration +
      d.duration;
    this.files.push({
      file: path.relative(process.cwd(), module.moduleId),
      seconds: Math.round(ms) / 1000,
    });
  }

  onTestRunEnd(): void {
    mkdirSync(path.dirname(FILE_TIMES_PATH), { recursive: true });
    writeFileSync(FILE_TIMES_PATH, `${JSON.stringify(this.files, null, 2)}\n`);
  }
}
