// Oversized bodies are refused early with 413 and a JSON error, before anything is parsed, while
// other requests keep answering; an anonymous insert carries at most a handful of rows.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON_JSON_BODY_BYTES,
  ANON_MAX_INSERT_ROWS,
  JSON_BODY_BYTES,
} from '../../../supabase/local/server/body-limits.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

function post(path: string, key: string, body: string) {
  return fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body,
  });
}

const request = (email = `big-${randomUUID()}@example.com`) => ({
  first_name: 'Big',
  last_name: 'Body',
  email,
  additional_info: 'x',
});

/** Declares a body of `size` bytes, sends only the first chunk, and returns the answer's status. */
function statusOfDeclaredBody(path: string, size: number): Promise<number> {
  const { hostname, port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        headers: {
          apikey: backend.serviceRoleKey,
          authorization: `Bearer ${backend.serviceRoleKey}`,
          'content-type': 'application/json',
          'content-length': String(size),
        },
      },
      (response) => {
        response.resume();
        req.destroy();
        resolve(response.statusCode ?? 0);
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
    req.write('[' + '"x",'.repeat(1000));
  });
}

describe('body limits', () => {
  it(`refuses an anonymous JSON body over ${ANON_JSON_BODY_BYTES / 1024} KiB with 413, and stores nothing`, async () => {
    const rows = Array.from({ length: 2000 }, () => request());
    const body = JSON.stringify(rows);
    expect(body.length).toBeGreaterThan(ANON_JSON_BODY_BYTES);
    const response = await post('/rest/v1/membership_requests', backend.anonKey, body);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/too large/i) });
    const admin = backend.client(backend.serviceRoleKey);
    const stored = await admin
      .from('membership_requests')
      .select('id', { count: 'exact', head: true })
      .eq('first_name', 'Big');
    expect(stored.count).toBe(0);
  });

  it('accepts the largest join request the columns allow, every character four bytes long', async () => {
    const wide = (length: number) => '\u{1D538}'.repeat(length); // 𝔸: one character, four bytes
    const row = {
      first_name: wide(100),
      last_name: wide(100),
      email: `widest-${randomUUID()}@example.com`,
      phone_number: wide(40),
      company: wide(200),
      title: wide(100),
      linkedin_url: `https://www.linkedin.com/in/${'w'.repeat(470)}`,
      referred_by: wide(200),
      additional_info: wide(4000),
    };
    const body = JSON.stringify(row);
    expect(Buffer.byteLength(body)).toBeGreaterThan(19_000);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(ANON_JSON_BODY_BYTES);
    const response = await post('/rest/v1/membership_requests', backend.anonKey, body);
    expect(response.status).toBe(201);
  });

  it('refuses a 19 MB body from its declared length, before reading it, while reads go on', async () => {
    const size = 19 * 1024 * 1024;
    expect(size).toBeGreaterThan(JSON_BODY_BYTES);
    const refused = statusOfDeclaredBody('/rest/v1/membership_requests', size);
    const started = performance.now();
    const health = await fetch(`${backend.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await refused).toBe(413);
  });

  it(`lets an anonymous insert carry at most ${ANON_MAX_INSERT_ROWS} row(s)`, async () => {
    const rows = Array.from({ length: ANON_MAX_INSERT_ROWS + 1 }, () => request());
    const response = await post(
      '/rest/v1/membership_requests',
      backend.anonKey,
      JSON.stringify(rows),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413' });
    const one = await post(
      '/rest/v1/membership_requests',
      backend.anonKey,
      JSON.stringify(request()),
    );
    expect(one.status).toBe(201);
  });
});
