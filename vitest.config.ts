import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { readPrivacyNoticeVersion } from './src/content/privacy-notice-version.ts';

// The notice version astro.config.mjs defines for the islands, so their tests see the same value.
const define = {
  'import.meta.env.PUBLIC_PRIVACY_NOTICE_VERSION': JSON.stringify(readPrivacyNoticeVersion()),
};

const alias = {
  '~': fileURLToPath(new URL('./src', import.meta.url)),
  '~functions': fileURLToPath(new URL('./supabase/functions', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  define,
  test: {
    projects: [
      {
        resolve: { alias },
        define,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Pure rules with no process state to leak: one module graph per worker instead of one
          // per file took the unit project from 73 s to 29 s.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Two files at a time: each starts its own backend process, and one file alone leaves
          // a core of a 2-core machine idle while it waits on its server.
          fileParallelism: true,
          maxWorkers: 2,
          // One process per worker for all its files, not one per file (113 spawns of ~0.5 s
          // each): every file starts its own backend and stops it in afterAll, and none changes
          // process-wide state it does not restore (vi.stubEnv with vi.unstubAllEnvs). PGlite's
          // compiled WebAssembly then lives as long as the worker, so the workers keep V8's
          // optimising tier (the 10,050-contact search test: 28 s of CPU against 34 s on
          // Liftoff only); the backends they start stay on Liftoff (tests/support/wasm-flags.ts).
          isolate: false,
          // After the unit files (group 0): projects with their own worker counts run in turn.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './vitest.components.config.ts',
    ],
  },
});
