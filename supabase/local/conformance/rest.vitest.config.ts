// Vitest settings for the postgrest-js suite (run by rest.ts, never by `npm test`): the suite's
// own folder is the root, jest's globals come from jest-shim.ts, and the files run one at a time
// in name order, as the suite's jest settings run them (jest.config.ts, test/testSequencer.js):
// its tests write to one database and later files expect earlier files' writes.
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { SKIPPED_FILES } from './rest-suite.ts';

const suiteRoot = process.env['POSTGREST_JS_SUITE_ROOT'];
if (!suiteRoot)
  throw new Error('POSTGREST_JS_SUITE_ROOT is set by supabase/local/conformance/rest.ts');

class ByName extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve([...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId, 'en')));
  }
}

export default defineConfig({
  root: suiteRoot,
  test: {
    include: ['test/**/*.test.ts'],
    exclude: SKIPPED_FILES.map(({ file }) => file),
    globals: true,
    environment: 'node',
    setupFiles: [fileURLToPath(new URL('./jest-shim.ts', import.meta.url))],
    fileParallelism: false,
    sequence: { sequencer: ByName },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
