// Starts the embedded backend (supabase/local/serve.ts) in its own process on a free port with a
// fresh temporary data folder, and hands out real supabase-js clients for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { TEST_WASM_FLAGS } from '../../support/wasm-flags.ts';

const SERVE = fileURLToPath(new URL('../../../supabase/local/serve.ts', import.meta.url));
// As `npm start` runs the server: with Node's compile cache, so each of the suite's many starts
// does not strip and compile the same modules again.
const COMPILE_CACHE = fileURLToPath(
  new URL('../../../supabase/local/compile-cache.ts', import.meta.url),
);
const READY_TIMEOUT_MS = 120_000;

export interface StartBackendOptions {
  /** Reuse a data folder (a restart); by default a fresh temporary one is created and removed on stop(). */
  dataDir?: string;
  /** Extra environment for the server process. */
  env?: Record<string, string>;
  /** Extra command-line flags for serve.ts, e.g. ['--max-body-bytes', '1024']. */
  args?: string[];
}

export interface TestBackend {
  url: string;
  /** The printed link to the local mail page (with its key), or null when it has none. */
  mailPageLink: string | null;
  /** `/_mail.json` (or another mail page path) with the key, ready to fetch. */
  mailUrl(pathname?: string): string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  process: ChildProcess;
  /** A supabase-js client (anon key by default) that keeps no session on disk. */
  client(key?: string): SupabaseClient;
  /** Everything the server wrote to stderr so far (its log). */
  stderr(): string;
  /** SIGTERM, wait for exit; removes the data folder if this helper created it. */
  stop(): Promise<void>;
  /** SIGKILL (no clean shutdown), wait for exit; the data folder is kept. */
  kill(): Promise<void>;
}

/**
 * Auth's per-address limits raised out of the way, for tests that send many sign-ins or e-mail
 * requests from one address while testing something else (auth-abuse.test.ts tests the limits).
 */
export const RELAXED_AUTH_LIMITS: Record<string, string> = {
  SUPABASE_AUTH_RATE_LIMIT_BURST: '1000000',
  SUPABASE_AUTH_RATE_LIMIT_SIGN_IN: '1000000',
  SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '1000000',
  SUPABASE_AUTH_RATE_LIMIT_VERIFY: '1000000',
  SUPABASE_AUTH_RATE_LIMIT_EMAIL: '1000000',
};

export function newDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'majlis-backend-'));
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Runs serve.ts until it prints its ready line or exits; resolves with its output either way. */
export function spawnServe(dataDir: string, options: StartBackendOptions = {}) {
  const child = spawn(
    process.execPath,
    [
      ...TEST_WASM_FLAGS,
      '--import',
      COMPILE_CACHE,
      SERVE,
      '--port',
      '0',
      '--data-dir',
      dataDir,
      ...(options.args ?? []),
    ],
    { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const ready = new Promise<
    | {
        ok: true;
        config: {
          url: string;
          anonKey: string;
          serviceRoleKey: string;
          mailPageLink: string | null;
        };
      }
    | { ok: false; code: number | null }
  >((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, READY_TIMEOUT_MS);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (newline >= 0) {
        clearTimeout(timer);
        resolve({ ok: true, config: JSON.parse(stdout.slice(0, newline)) });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ ok: false, code });
    });
  });
  return { child, ready, stderr: () => stderr };
}

export async function startBackend(options: StartBackendOptions = {}): Promise<TestBackend> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? newDataDir();
  const { child, ready, stderr } = spawnServe(dataDir, options);
  const result = await ready;
  if (!result.ok) {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `serve.ts exited with code ${String(result.code)} before it was ready:\n${stderr()}`,
    );
  }
  const { url, anonKey, serviceRoleKey, mailPageLink } = result.config;
  return {
    url,
    mailPageLink,
    mailUrl(pathname = '/_mail.json') {
      const key = mailPageLink ? new URL(mailPageLink).searchParams.get('key') : null;
      if (!key) throw new Error('This backend has no mail page');
      return `${url}${pathname}?key=${encodeURIComponent(key)}`;
    },
    anonKey,
    serviceRoleKey,
    dataDir,
    process: child,
    stderr,
    client: (key = anonKey) =>
      createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
  };
}
