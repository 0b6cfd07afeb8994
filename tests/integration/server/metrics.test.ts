// /metrics of the embedded backend: absent (404) until METRICS_KEY is set, then 401 without the
// key or with a wrong one and the Prometheus text with it; requests counted under route patterns,
// queued and failed jobs, mails, stored bytes and Realtime connections read as they are, on
// PGlite and PostgreSQL, and never a person's address, name or file name anywhere in the text.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../database/support/local-postgres.ts';
import { startMakeStandIn, type MakeStandIn } from '../functions/make-stand-in.ts';
import { uniqueEmail } from '../functions/support.ts';
import { newDataDir, startBackend, type TestBackend } from '../support/backend.ts';

const KEY = `metrics-${randomUUID()}`;

// A sample line: name, optional {labels}, value (Prometheus text format 0.0.4).
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (-?[0-9.]+(e[+-]?[0-9]+)?|NaN|Nan|[+-]Inf)$/;

async function scrape(backend: TestBackend, authorization = `Bearer ${KEY}`): Promise<Response> {
  return fetch(`${backend.url}/metrics`, { headers: { authorization } });
}

async function metricsText(backend: TestBackend): Promise<string> {
  const response = await scrape(backend);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series, matched by its exact label set; undefined when it is absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? '{}')
      .slice(1, -1)
      .split(/,(?=[a-z_]+=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (found === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('without METRICS_KEY', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend({ env: { METRICS_KEY: '' } });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('has no /metrics at all', async () => {
    for (const authorization of ['', 'Bearer ', `Bearer ${KEY}`]) {
      const response = await scrape(backend, authorization);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('with METRICS_KEY', () => {
  let make: MakeStandIn;
  let backend: TestBackend;
  beforeAll(async () => {
    make = await startMakeStandIn();
    backend = await startBackend({
      env: {
        METRICS_KEY: KEY,
        MAKE_WEBHOOK_URL: make.url,
        // A failing forward is given up after two quick attempts.
        SUPABASE_JOB_MAX_ATTEMPTS: '2',
        SUPABASE_JOB_RETRY_BASE_MS: '100',
      },
    });
  });
  afterAll(async () => {
    await backend?.stop();
    await make?.close();
  });

  it('refuses a scraper without the key or with a wrong one', async () => {
    for (const authorization of ['', `Bearer ${KEY}x`, `Bearer ${KEY.slice(0, -1)}`, KEY]) {
      const response = await scrape(backend, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).not.toContain('majlis_');
    }
    const post = await fetch(`${backend.url}/metrics`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(post.status).toBe(405);
  });

  it('answers the Prometheus text format, never cached, with the process figures', async () => {
    const response = await scrape(backend);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
      expect(line).toMatch(SAMPLE);
    }
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'majlis_metrics_database_up')).toBe(1);
    expect(sample(text, 'majlis_database_size_bytes')).toBeGreaterThan(1024 * 1024);
  });

  it('counts requests by route pattern and status, and keeps people out of the text', async () => {
    const email = uniqueEmail('metrics');
    const name = `Zaynab ${randomUUID().slice(0, 8)}`;
    const fileName = `CV ${name}.pdf`;
    const anon = backend.client();
    const before = await metricsText(backend);
    const applied = await anon.from('membership_requests').insert({ first_name: name, email });
    expect(applied.error).toBeNull();
    const missing = await anon.from('no_such_table').select('*').eq('email', email);
    expect(missing.status).toBe(404);
    const service = backend.client(backend.serviceRoleKey);
    const upload = await service.storage
      .from('contact_attachments')
      .upload(`${randomUUID()}/${fileName}`, new Blob(['%PDF-1.4 figures']), {
        contentType: 'application/pdf',
      });
    expect(upload.error).toBeNull();

    // The confirmation mail is a job: sent once the runner has taken it.
    await expect
      .poll(
        async () =>
          sample(await metricsText(backend), 'majlis_mails_total', {
            transport: 'outbox',
            outcome: 'sent',
          }),
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(1);
    const text = await metricsText(backend);
    const count = (source: string, labels: Record<string, string>) =>
      sample(source, 'majlis_http_requests_total', labels) ?? 0;
    const inserted = { route: '/rest/v1/:table', method: 'POST', status: '201' };
    const failed = { route: '/rest/v1/:table', method: 'GET', status: '404' };
    expect(count(text, inserted) - count(before, inserted)).toBe(1);
    expect(count(text, failed) - count(before, failed)).toBe(1);
    expect(count(text, { route: '/metrics', method: 'GET', status: '200' })).toBeGreaterThan(1);
    expect(
      sample(text, 'majlis_http_request_duration_seconds_count', {
        route: '/rest/v1/:table',
        method: 'GET',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'majlis_jobs', { kind: 'send-network-confirmation', status: 'done' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'majlis_stored_objects', { bucket: 'contact_attachments' })).toBe(1);
    expect(sample(text, 'majlis_stored_bytes', { bucket: 'contact_attachments' })).toBe(16);

    for (const personal of [email, email.split('@')[0], name, fileName, 'no_such_table']) {
      expect(text).not.toContain(personal);
    }
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(backend.serviceRoleKey);
  });

  it('shows a queued job in the queue depth by kind and status', async () => {
    const service = backend.client(backend.serviceRoleKey);
    const depth = async () =>
      sample(await metricsText(backend), 'majlis_jobs', {
        kind: 'push-to-make',
        status: 'pending',
      }) ?? 0;
    const before = await depth();
    // Due in a far future: it stays queued whatever the runner does meanwhile.
    const queued = await service.from('after_insert_jobs').insert({
      kind: 'push-to-make',
      row_id: randomUUID(),
      next_attempt_at: '2999-01-01T00:00:00Z',
    });
    expect(queued.error).toBeNull();
    expect(await depth()).toBe(before + 1);
  });

  it('shows a job that failed for good under its kind', async () => {
    const failed = async () =>
      sample(await metricsText(backend), 'majlis_jobs', {
        kind: 'push-to-make',
        status: 'failed',
      }) ?? 0;
    const before = await failed();
    const email = uniqueEmail('metricsfail');
    make.failAlways(email);
    const applied = await backend
      .client()
      .from('membership_requests')
      .insert({ first_name: 'Karim', email });
    expect(applied.error).toBeNull();
    await expect.poll(failed, { timeout: 20_000 }).toBe(before + 1);
    expect(make.callsFor(email)).toHaveLength(2);
  });

  it('counts open Realtime connections', async () => {
    const client = backend.client();
    const channel = client.channel(`metrics-${randomUUID()}`);
    await new Promise<void>((resolve) => {
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve();
      });
    });
    expect(
      sample(await metricsText(backend), 'majlis_realtime_connections'),
    ).toBeGreaterThanOrEqual(1);
    await client.removeAllChannels();
    await client.realtime.disconnect();
    await expect
      .poll(async () => sample(await metricsText(backend), 'majlis_realtime_connections'))
      .toBe(0);
  });
});

const postgres = await createThrowawayDatabase();

describe.skipIf('reason' in postgres)('on PostgreSQL', () => {
  const dataDir = newDataDir();
  let backend: TestBackend;
  beforeAll(async () => {
    if ('reason' in postgres) return;
    backend = await startBackend({
      dataDir,
      env: { METRICS_KEY: KEY },
      args: ['--database-url', postgres.url],
    });
  });
  afterAll(async () => {
    await backend?.stop();
    if (!('reason' in postgres)) await postgres.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the same database figures', async () => {
    const queued = await backend.client(backend.serviceRoleKey).from('after_insert_jobs').insert({
      kind: 'push-to-make',
      row_id: randomUUID(),
      next_attempt_at: '2999-01-01T00:00:00Z',
    });
    expect(queued.error).toBeNull();
    const text = await metricsText(backend);
    expect(sample(text, 'majlis_metrics_database_up')).toBe(1);
    expect(sample(text, 'majlis_database_size_bytes')).toBeGreaterThan(1024 * 1024);
    expect(sample(text, 'majlis_jobs', { kind: 'push-to-make', status: 'pending' })).toBe(1);
  });
});
