// The backend served alone (supabase/local/serve.ts) logs one line per request, under the
// request's id and by route pattern; ACCESS_LOG=0 turns the lines off.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';

let logging: TestBackend;
let quiet: TestBackend;

beforeAll(async () => {
  [logging, quiet] = await Promise.all([
    startBackend({ ownProcess: true }),
    startBackend({ ownProcess: true, env: { ACCESS_LOG: '0' } }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([logging?.stop(), quiet?.stop()]);
});

/** The access lines a backend has written so far. */
const accessLines = (backend: TestBackend) =>
  backend
    .stderr()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"message":"request"'))
    .map((line) => JSON.parse(line) as { requestId?: string; detail: Record<string, unknown> });

it('logs each request by pattern, with its id, status and bytes', async () => {
  const requestId = 'access-log-test-0001';
  const response = await fetch(
    `${logging.url}/rest/v1/contacts?email=eq.${encodeURIComponent('sara+x@example.org')}`,
    { headers: { apikey: logging.anonKey, 'x-request-id': requestId } },
  );
  const body = await response.arrayBuffer();
  await expect
    .poll(() => accessLines(logging).find((line) => line.requestId === requestId))
    .toMatchObject({
      detail: {
        method: 'GET',
        route: '/rest/v1/:table',
        status: response.status,
        bytes: body.byteLength,
      },
    });
  expect(logging.stderr()).not.toContain('example.org');
});

it('writes no access line with ACCESS_LOG=0', async () => {
  const requestId = 'access-log-test-0002';
  const headers = { 'x-request-id': requestId };
  for (const backend of [logging, quiet]) {
    expect((await fetch(`${backend.url}/healthz`, { headers })).status).toBe(200);
  }
  // By the time the logging backend has written its line, the other would have too.
  await expect
    .poll(() => accessLines(logging).some((line) => line.requestId === requestId))
    .toBe(true);
  expect(accessLines(quiet)).toEqual([]);
});
