import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts';
import { E2E_MAIL_PAGE_KEY } from './tests/e2e/support/mail-page.ts';
import { PHONE_SPECS } from './tests/e2e/support/phone-specs.ts';

const port = Number(process.env['E2E_PORT'] ?? 4329);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties this folder when a run starts: runs side by side (tests/run-all.mjs) each
  // need their own, or one wipes the other's files and its server's data folder.
  outputDir: process.env['E2E_OUTPUT_DIR'] ?? 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // Sized for a loaded 2-core machine (another process keeping a core busy), where a page
  // that opens the staff app and reads its data can take longer than Playwright's 5 s: a
  // passing test is no slower for it, a failing one says so a little later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: process.env['E2E_WORKERS'] ? Number(process.env['E2E_WORKERS']) : 2,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env['E2E_JSON'] ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    // A trace only when a failed test runs again (npm test retries once): recording one for
    // every test cost about a third of the browser tests' CPU (tests/e2e/crm/pipeline.spec.ts and
    // site/pages.spec.ts: 62 s with, 46 s without). A first failure keeps its screenshot and
    // Playwright's error-context.md (the page's accessibility tree where it stopped).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The phone runs only the specs where a phone differs: layout, the menu sheet and bottom
    // bar, touch, the join modal and the explorer's dialogs (tests/e2e/support/phone-specs.ts).
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: [...PHONE_SPECS] },
  ],
  globalTeardown: './tests/e2e/support/scan-server-log.ts',
  webServer: {
    // Serves the build made by `npm run build` (or ASTRO_OUT_DIR) with a fresh embedded backend.
    command: 'node --import ./supabase/local/compile-cache.ts tests/e2e/support/serve-fresh.ts',
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SUPABASE_DATA_DIR: `test-results/e2e-data-${port}`,
      // Scanned for personal data when the run ends (tests/e2e/support/scan-server-log.ts).
      E2E_SERVER_LOG: `test-results/e2e-server-${port}.log`,
      SUPABASE_MAIL_PAGE_KEY: E2E_MAIL_PAGE_KEY,
      // Every browser of the suite signs in from one loopback address, more often than the
      // per-address limits allow one visitor (tests/integration/security tests those limits).
      SUPABASE_AUTH_RATE_LIMIT_BURST: '100000',
      SUPABASE_AUTH_RATE_LIMIT_SIGN_IN: '100000',
      SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
      SUPABASE_AUTH_RATE_LIMIT_VERIFY: '100000',
      SUPABASE_AUTH_RATE_LIMIT_EMAIL: '100000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
