// Starts the embedded backend on a free port with a fresh temporary data folder, and hands out real
// supabase-js clients for it: in a process of its own (supabase/local/serve.ts) when the test gives
// a data folder or command-line flags, else in a process kept for the worker's next files
// (reused-backend-server.ts), each file still getting a backend of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { TEST_WASM_FLAGS } from '../../support/wasm-flags.ts';

const SERVE = fileURLToPath(new URL('../../../supabase/local/serve.ts', import.meta.url));
const REUSED_SERVER = fileURLToPath(new URL('./reused-backend-server.ts', import.meta.url));
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
  /** A process of its own even without dataDir or args: the test needs it gone after stop(). */
  ownProcess?: boolean;
  /**
   * The server leads a process group of its own, and kill() sends SIGKILL to the whole group (the
   * server and any child it started, such as a scheduled backup), as a power cut stops them all.
   */
  processGroup?: boolean;
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
    {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.processGroup === true,
    },
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

/** A reused process: its port, key and log, and whether a test file holds it now. */
interface ReusedProcess {
  child: ChildProcess;
  url: string;
  key: string;
  stderr: () => string;
  opened: number;
}

/** Idle processes of this worker (vitest runs a worker's files in one module graph). */
const idle: ReusedProcess[] = [];
/** Retired after this many backends: PGlite's memory is returned slowly (about 5 MB each). */
const OPENS_PER_PROCESS = 25;
/** More than this many idle processes are stopped (a file that started several at once). */
const MAX_IDLE = 2;

async function spawnReused(): Promise<ReusedProcess> {
  const key = randomBytes(16).toString('hex');
  const child = spawn(
    process.execPath,
    [...TEST_WASM_FLAGS, '--import', COMPILE_CACHE, REUSED_SERVER],
    {
      env: { ...process.env, HARNESS_KEY: key },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (newline >= 0) resolve((JSON.parse(stdout.slice(0, newline)) as { port: number }).port);
    });
    child.once('exit', (code) =>
      reject(new Error(`The reused backend process exited (${String(code)}):\n${stderr}`)),
    );
  });
  // Not waited for by the test worker: the process ends when its stdin does.
  child.unref();
  return { child, url: `http://127.0.0.1:${port}`, key, stderr: () => stderr, opened: 0 };
}

async function harness(
  reused: ReusedProcess,
  action: 'open' | 'close',
  body?: unknown,
): Promise<Response> {
  const response = await fetch(`${reused.url}/_harness/${action}`, {
    method: 'POST',
    headers: { 'x-harness-key': reused.key, 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`The reused backend could not ${action}:\n${await response.text()}`);
  return response;
}

async function startReused(env: Record<string, string>): Promise<TestBackend> {
  const reused = idle.pop() ?? (await spawnReused());
  const dataDir = newDataDir();
  const logFrom = reused.stderr().length;
  let config: { url: string; anonKey: string; serviceRoleKey: string; mailPageLink: string | null };
  try {
    config = (await (await harness(reused, 'open', { dataDir, env })).json()) as typeof config;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    reused.child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${reused.stderr().slice(logFrom)}`, { cause: error });
  }
  reused.opened += 1;
  let released = false;
  const release = async (keep: boolean) => {
    if (released) return;
    released = true;
    if (keep && reused.opened < OPENS_PER_PROCESS && idle.length < MAX_IDLE) idle.push(reused);
    else {
      reused.child.stdin?.end();
      reused.child.kill('SIGTERM');
      await waitForExit(reused.child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return testBackend({
    ...config,
    dataDir,
    process: reused.child,
    stderr: () => reused.stderr().slice(logFrom),
    async stop() {
      if (released) return;
      await harness(reused, 'close').then(
        () => release(true),
        () => release(false),
      );
    },
    async kill() {
      released = true;
      reused.child.kill('SIGKILL');
      await waitForExit(reused.child);
    },
  });
}

type Started = Omit<TestBackend, 'mailUrl' | 'client'>;

function testBackend(started: Started): TestBackend {
  const { url, anonKey, mailPageLink } = started;
  return {
    ...started,
    mailUrl(pathname = '/_mail.json') {
      const key = mailPageLink ? new URL(mailPageLink).searchParams.get('key') : null;
      if (!key) throw new Error('This backend has no mail page');
      return `${url}${pathname}?key=${encodeURIComponent(key)}`;
    },
    client: (key = anonKey) =>
      createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
  };
}

export async function startBackend(options: StartBackendOptions = {}): Promise<TestBackend> {
  if (options.dataDir === undefined && options.args === undefined && !options.ownProcess)
    return startReused(options.env ?? {});
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
  return testBackend({
    ...result.config,
    dataDir,
    process: child,
    stderr,
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (options.processGroup && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
      await waitForExit(child);
    },
  });
}

/** Whether the backend's process is still running (not exited, not killed). */
export const isRunning = (backend: TestBackend): boolean =>
  backend.process.exitCode === null && backend.process.signalCode === null;

/** Stops the backends still running, for a test file's afterAll. */
export async function stopRunning(backends: TestBackend[]): Promise<void> {
  for (const backend of backends) if (isRunning(backend)) await backend.stop();
}
