// /healthz, /readyz and /metrics on the port `npm start` serves: src/server/start.ts itself, run with a
// stand-in for the built site (a handler that answers "site"), with the embedded backend and with
// a hosted project (here a backend of its own on another port, then stopped).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { startSite, writeStandInBuild, type Site } from '../support/site-server.ts';

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'majlis-site-health-'));
  writeStandInBuild(folder);
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
