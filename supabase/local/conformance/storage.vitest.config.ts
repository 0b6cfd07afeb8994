// Vitest settings for the storage-js suite (run by storage.ts, never by `npm test`): the suite's
// own folder is the root, jest's globals come from jest-shim.ts, and the suite's CommonJS
// `require('../src/…')` calls become imports, so its spies see the same modules as the client.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const suiteRoot = process.env['STORAGE_JS_SUITE_ROOT'];
if (!suiteRoot)
  throw new Error('STORAGE_JS_SUITE_ROOT is set by supabase/local/conformance/storage.ts');

// Where storage.ts put the suite's snapshots with Vitest's keys.
const snapshots = process.env['STORAGE_JS_SNAPSHOTS'];
const fromProject = createRequire(import.meta.url);

/** `require('./relative')` in the suite's tests → a namespace import of the same module. */
function requireAsImport(): Plugin {
  return {
    name: 'storage-suite-require-as-import',
    transform(code, id) {
      if (!id.startsWith(suiteRoot!) || !/\/test\/.*\.ts$/.test(id)) return null;
      const imports: string[] = [];
      const rewritten = code.replace(
        /\brequire\((['"])(\.{1,2}\/[^'"]+)\1\)/g,
        (_m, _q, spec: string) => {
          const name = `__suiteRequire${imports.length}`;
          imports.push(`import * as ${name} from ${JSON.stringify(spec)};`);
          return name;
        },
      );
      return imports.length === 0
        ? null
        : { code: `${imports.join('\n')}\n${rewritten}`, map: null };
    },
  };
}

export default defineConfig({
  root: suiteRoot,
  plugins: [requireAsImport()],
  resolve: {
    // The client's own dependencies, from this project when the suite's folder has none.
    alias: {
      'iceberg-js': fromProject.resolve('iceberg-js'),
    },
  },
  test: {
    include: ['test/**/*.{test,spec}.ts'],
    globals: true,
    environment: 'node',
    setupFiles: [fileURLToPath(new URL('./jest-shim.ts', import.meta.url))],
    // One server answers every file: one file at a time, as jest runs them against the CLI.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    ...(snapshots
      ? {
          resolveSnapshotPath: (testPath: string, extension: string) =>
            path.join(
              snapshots,
              path.relative(suiteRoot, path.dirname(testPath)),
              '__snapshots__',
              `${path.basename(testPath)}${extension}`,
            ),
        }
      : {}),
  },
});
