// /healthz, /readyz and /metrics on the port `npm start` serves: src/server/start.ts itself, run with a
// stand-in for the built site (a handler that answers "site"), with the embedded backend and with
// a hosted project (here a backend of its own on another port, then stopped).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_WASM_FLAGS } from '../../support/wasm-flags.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
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

interface Site {
  url: string;
  stop(): Promise<void>;
}

/** Runs start.ts as `npm start` does, over a stand-in build, until it says where it serves. */
async function startSite(folder: string, env: Record<string, string>): Promise<Site> {
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
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'majlis-site-health-'));
  mkdirSync(path.join(folder, 'dist', 'server'), { recursive: true });
  mkdirSync(path.join(folder, 'dist', 'client'), { recursive: true });
  writeFileSync(
    path.join(folder, 'dist', 'server', 'entry.mjs'),
    `export const handler = (req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('site'); };\n`,
  );
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const METRICS_KEY = 'site-metrics-key';

/**
 * The scrape once it shows `counted`: a request is counted when the server has closed its response,
 * which on a loaded machine can come after the client has read the last byte and asked again.
 */
async function scrapeOnceCounted(url: string, counted: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${url}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_KEY}` },
        });
        text = await response.text();
        return text;
      },
      { timeout: 10_000 },
    )
    .toMatch(counted);
  return text;
}

describe('the site server with the embedded backend', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(folder, { METRICS_KEY });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('answers /healthz and /readyz on its own port, and the site beside them', async () => {
    const alive = await fetch(`${site.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'alive' });
    // The site's security headers apply to these answers as to every other.
    expect(alive.headers.get('x-content-type-options')).toBe('nosniff');

    const ready = await fetch(`${site.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      failed: [],
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        jobs: { ok: true },
        disk: { ok: true },
      },
    });
    expect(await (await fetch(`${site.url}/`)).text()).toBe('site');
  });

  it('answers /metrics with the key, counting site pages under one route label', async () => {
    expect((await fetch(`${site.url}/metrics`)).status).toBe(401);
    await (await fetch(`${site.url}/people/sara-haddad`)).arrayBuffer();
    const response = await fetch(`${site.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_KEY}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await scrapeOnceCounted(
      site.url,
      /^majlis_http_requests_total\{route="other",method="GET",status="200"\} \d+$/m,
    );
    expect(text).toMatch(
      /^majlis_http_requests_total\{route="\/healthz",method="GET",status="200"\} 1$/m,
    );
    expect(text).not.toContain('sara');
  });
});

describe('the site server with a hosted project', () => {
  let project: TestBackend;
  let site: Site;
  beforeAll(async () => {
    // Its own process: the test stops it and expects the connection refused.
    project = await startBackend({ ownProcess: true });
    site = await startSite(folder, {
      SUPABASE_URL: project.url,
      SUPABASE_ANON_KEY: project.anonKey,
      METRICS_KEY,
    });
  });
  afterAll(async () => {
    await site?.stop();
    await project?.stop();
  });

  it("is ready while the project's Auth answers, and says so when it stops", async () => {
    const ready = await fetch(`${site.url}/readyz`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { checks: Record<string, unknown> };
    expect(Object.keys(body.checks)).toEqual(['supabase']);
    expect(body.checks['supabase']).toMatchObject({ ok: true });

    await project.stop();
    const down = await fetch(`${site.url}/readyz`);
    expect(down.status).toBe(503);
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({
      status: 'not ready',
      failed: ['supabase'],
      checks: {
        supabase: { ok: false, detail: 'failed (ECONNREFUSED); the server log says why' },
      },
    });
    expect(text).not.toContain(project.anonKey);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  });

  it("answers /metrics with the key: the site's requests and the process, no database", async () => {
    expect(
      (await fetch(`${site.url}/metrics`, { headers: { authorization: 'Bearer x' } })).status,
    ).toBe(401);
    await (await fetch(`${site.url}/events/forum`)).arrayBuffer();
    const response = await fetch(`${site.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_KEY}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await scrapeOnceCounted(
      site.url,
      /^majlis_http_requests_total\{route="other",method="GET",status="200"\} 1$/m,
    );
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).not.toContain('majlis_jobs');
    expect(text).not.toContain('majlis_realtime_connections');
  });
});
