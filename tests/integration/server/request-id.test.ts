// One id per request and per job (docs/deploy.md#5-logs): every answer names its request's id, a
// proxy's own id is kept when it is one, and what a job logs carries the job's id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let backend: TestBackend;
beforeAll(async () => {
  backend = await startBackend({
    // Nothing listens on the discard port: the forward to Make fails, once, and is logged.
    env: { MAKE_WEBHOOK_URL: 'http://127.0.0.1:9/hook', SUPABASE_JOB_MAX_ATTEMPTS: '1' },
  });
});
afterAll(async () => {
  await backend?.stop();
});

describe('request ids', () => {
  it('every answer names a new id, different each time', async () => {
    const ids = [];
    for (const path of ['/rest/v1/', '/auth/v1/health', '/no/such/path']) {
      const response = await fetch(`${backend.url}${path}`, {
        headers: { apikey: backend.anonKey },
      });
      ids.push(response.headers.get('x-request-id'));
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    ['a proxy’s id is kept', 'caddy-4f1d2c9a-77b1', true],
    ['too short to be one', 'abc', false],
    ['with a space and a quote', 'a b"c d e f g h', false],
    ['longer than 64 characters', 'x'.repeat(65), false],
  ])('%s', async (_case, passedOn, kept) => {
    const response = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { apikey: backend.anonKey, 'x-request-id': passedOn },
    });
    const id = response.headers.get('x-request-id');
    if (kept) expect(id).toBe(passedOn);
    else expect(id).toMatch(UUID);
  });

  it("a job's log line carries the job's id", async () => {
    const { error } = await backend.client().from('membership_requests').insert({
      first_name: 'Huda',
      last_name: 'Al-Otaibi #2 ✨',
      email: 'huda.request-id@example.com',
    });
    expect(error).toBeNull();
    let line: { message: string; requestId?: string } | undefined;
    await expect
      .poll(
        () => {
          line = backend
            .stderr()
            .split('\n')
            .filter((text) => text.startsWith('{'))
            .map((text) => JSON.parse(text) as { message: string; requestId?: string })
            .find((entry) => entry.message.startsWith('after-insert job push-to-make'));
          return line;
        },
        { timeout: 30_000 },
      )
      .toBeDefined();
    expect(line?.requestId).toMatch(/^job:[0-9a-f-]{36}$/);
    // The log names the row, never the person.
    expect(backend.stderr()).not.toContain('huda.request-id@example.com');
  });
});
