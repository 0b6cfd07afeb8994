/**
 * src/server/start.ts run as `npm start` runs it, over a stand-in for the built site (a handler
 * that answers "site", and the route table the build would write), with everything it writes to
 * stdout and stderr kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteEntry } from '../../../src/server/routes/route-table.ts';
import { ROUTE_TABLE_FILE } from '../../../src/server/routes/route-table.ts';
import { TEST_WASM_FLAGS } from '../../support/wasm-flags.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

export interface Site {
  url: string;
  /** Everything the server wrote so far, stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** A dist folder in `folder` whose site answers "site" to everything Astro would serve. */
export function writeStandInBuild(folder: string, routes: RouteEntry[] = []): void {
  mkdirSync(path.join(folder, 'dist', 'server'), { recursive: true });
  mkdirSync(path.join(folder, 'dist', 'client'), { recursive: true });
  writeFileSync(
    path.join(folder, 'dist', 'server', 'entry.mjs'),
    `export const handler = (req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('site'); };\n`,
  );
  writeFileSync(path.join(folder, 'dist', ROUTE_TABLE_FILE), JSON.stringify(routes));
}

/** Starts the server over `folder`'s stand-in build and data, once its log says where it serves. */
export async function startSite(folder: string, env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...TEST_WASM_FLAGS, '--import', './supabase/local/compile-cache.ts', 'src/server/start.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        SUPABASE_URL: '',
        SUPABASE_ANON_KEY: '',
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        ASTRO_OUT_DIR: path.join(folder, 'dist'),
        SUPABASE_DATA_DIR: path.join(folder, 'data'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`start.ts not ready:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    // The log (stderr) says where it serves; stdout has the first start's login.
    const read = (chunk: string) => {
      output += chunk;
      if (output.includes('"message":"Serving ')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stderr?.setEncoding('utf8').on('data', read);
    child.stdout?.setEncoding('utf8').on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`start.ts exited with ${String(code)}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
