// Requests that used to answer 500 answer a 4xx: a write through a read-only view
// (consolidated_leads: 405, Postgres's 55000, whoever asks), and a NUL byte inside a token.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

/** Sends a request byte for byte (Node's client refuses a NUL in a header) and reads the status. */
function rawStatus(path: string, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const lines = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close'];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('writes to a read-only view', () => {
  it.each([
    ['POST', 'service role', 405, '55000'],
    ['PATCH', 'service role', 405, '55000'],
    ['DELETE', 'service role', 405, '55000'],
    ['POST', 'anon', 405, '55000'],
  ] as const)('%s by the %s answers %i (%s)', async (method, who, status, code) => {
    const key = who === 'anon' ? backend.anonKey : backend.serviceRoleKey;
    const response = await fetch(
      `${backend.url}/rest/v1/consolidated_leads${method === 'POST' ? '' : '?id=eq.00000000-0000-0000-0000-000000000000'}`,
      {
        method,
        headers: {
          apikey: key,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
        },
        ...(method === 'DELETE'
          ? {}
          : { body: JSON.stringify({ first_name: 'X', email: 'x@example.com' }) }),
      },
    );
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
  });
});

describe('a NUL byte in a token', () => {
  it.each([['/auth/v1/user'], ['/rest/v1/contacts?select=id'], ['/storage/v1/bucket']])(
    '%s answers a 4xx',
    async (path) => {
      const status = await rawStatus(path, {
        apikey: backend.anonKey,
        Authorization: 'Bearer abc\u0000def.ghi.jkl',
      });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    },
  );
});
