/**
 * A second server for tests that need a database no other test has written to (an empty list) or
 * settings of their own (another loopback address, PUBLIC_URL, TRUST_PROXY), started like the
 * suite's own (playwright.config.ts) on a free port with its own fresh data folder, and stopped by
 * the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  CLOSE_GRACE_MS,
  DEFAULT_DRAIN_SECONDS,
} from '../../../supabase/local/server/graceful-stop.ts';
import { expect } from '@playwright/test';
import { E2E_MAIL_PAGE_KEY } from './mail-page.ts';
import { seededAddressesIn } from './server-log.ts';

export interface FreshServerOptions {
  /** The loopback address to listen on (127.0.0.1). */
  host?: string;
  /** PUBLIC_URL for the port chosen (the server's own address). */
  publicUrl?: (port: number) => string;
  /** More environment variables. */
  env?: Record<string, string>;
  /** A port of the caller's choosing; by default any free one. */
  port?: number;
}

export interface FreshServer {
  /** The address the server listens on, http://<host>:<port>. */
  url: string;
  port: number;
  /** The install's public (anon) key, as the site's pages hand it to browsers. */
  anonKey: string;
  /** A supabase-js client with this server's service-role key. */
  service(): SupabaseClient;
  /**
   * Stops the server gracefully (SIGTERM) and starts it again on the same port and data;
   * `whileStopped` may write into its data folder meanwhile (a bench's seed).
   */
  restart(whileStopped?: (dataDir: string) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Beyond the time a stopping server gives itself before it exits by force (its drain limit and
 * close grace, graceful-stop.ts), with room for a loaded machine: a server still up is hung.
 */
const STOP_LIMIT_MS = DEFAULT_DRAIN_SECONDS * 1000 + CLOSE_GRACE_MS + 5_000;

/**
 * The servers this worker started and has not seen exit. A test that times out never reaches its
 * `finally`, so its server.stop() never runs: what is left is killed when the worker exits (a
 * closing run left one such server behind after the suite had ended).
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The server process on `script`, with what it writes to stderr kept for error messages. */
function spawnServer(script: string, env: NodeJS.ProcessEnv) {
  // With the compile cache, as `npm start` runs the server.
  const child = spawn(process.execPath, ['--import', './supabase/local/compile-cache.ts', script], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A server that does not stop is an error of its own, said as one; it is killed, not left
  // running (a leftover spun on a core and slowed every test after it).
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_LIMIT_MS).unref()),
    ]);
    if (stopped) return;
    child.kill('SIGKILL');
    await exited;
    throw new Error(`The server did not stop within ${STOP_LIMIT_MS / 1000} s of SIGTERM:\n${log}`);
  };
  return { child, log: () => log, stop };
}

type Running = ReturnType<typeof spawnServer>;

/** Resolves once the server answers its home page; stops it and throws if it never does. */
async function answering(url: string, server: Running): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`The fresh server exited: ${server.log()}`);
    const answered = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The fresh server did not answer within 120 s: ${server.log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startFreshServer(options: FreshServerOptions = {}): Promise<FreshServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const url = `http://${host}:${port}`;
  const dataDir = `test-results/e2e-data-fresh-${host}-${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: host,
    PUBLIC_URL: options.publicUrl?.(port) ?? url,
    SUPABASE_DATA_DIR: dataDir,
    SUPABASE_MAIL_PAGE_KEY: E2E_MAIL_PAGE_KEY,
    ...options.env,
  };
  let server = spawnServer('tests/e2e/support/serve-fresh.ts', env);
  /** The log of the processes stopped by restart(). */
  let earlierLog = '';
  await answering(url, server);

  const keys = JSON.parse(readFileSync(`${dataDir}/keys.json`, 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
  return {
    url,
    port,
    anonKey: keys.anonKey,
    service: () =>
      createClient(url, keys.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      }),
    async restart(whileStopped) {
      await server.stop();
      earlierLog += server.log();
      await whileStopped?.(dataDir);
      // The same data folder, kept: start.ts itself, as systemd starts it again.
      server = spawnServer('src/server/start.ts', env);
      await answering(url, server);
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      // Its log, like the suite server's (support/server-log.ts), names no seeded address.
      expect(seededAddressesIn(earlierLog + server.log())).toEqual([]);
    },
  };
}
