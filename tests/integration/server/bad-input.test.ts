// Bad input gets a clear 4xx JSON answer and stores nothing: malformed JSON, oversize bodies,
// bad/expired/forged JWTs, missing API keys, path tricks, unknown functions.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { rawRequest } from './raw-request.ts';

const MAX_BODY = 65_536;
let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ args: ['--max-body-bytes', String(MAX_BODY)] });
  service = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

async function storedMessages(email: string): Promise<number | null> {
  const { count, error } = await service
    .from('contact_messages')
    .select('*', { count: 'exact', head: true })
    .eq('email', email);
  expect(error).toBeNull();
  return count;
}

function restHeaders(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    apikey: key,
    authorization: `Bearer ${key}`,
    'content-type': 'application/json',
    ...extra,
  };
}

async function signWith(
  secret: string,
  claims: Record<string, unknown>,
  expiresAt: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

describe('request bodies', () => {
  it('malformed JSON: 400 PGRST102 and nothing stored', async () => {
    const response = await fetch(`${backend.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: restHeaders(backend.anonKey),
      body: '{"name":"Broken","email":"broken@example.com","message":',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('PGRST102');
    expect(body.message).toMatch(/^Invalid JSON/);
    expect(await storedMessages('broken@example.com')).toBe(0);
  });

  it('a JSON value that is not an object: 400 PGRST102', async () => {
    const response = await fetch(`${backend.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: restHeaders(backend.anonKey),
      body: '"just a string"',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST102');
  });

  it('an oversize body with Content-Length: 413 and nothing stored', async () => {
    const email = 'huge@example.com';
    const body = JSON.stringify({ name: 'Huge', email, message: 'x'.repeat(MAX_BODY) });
    const response = await rawRequest(backend.url, {
      method: 'POST',
      path: '/rest/v1/contact_messages',
      headers: {
        ...restHeaders(backend.anonKey),
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'payload_too_large' });
    expect(await storedMessages(email)).toBe(0);
  });

  it('an oversize chunked body (no Content-Length): 413 and nothing stored', async () => {
    const email = 'chunked@example.com';
    const response = await rawRequest(backend.url, {
      method: 'POST',
      path: '/rest/v1/contact_messages',
      headers: restHeaders(backend.anonKey),
      body: JSON.stringify({ name: 'Chunked', email, message: 'y'.repeat(MAX_BODY * 2) }),
      chunked: true,
    });
    expect(response.status).toBe(413);
    expect(await storedMessages(email)).toBe(0);
  });
});

describe('API keys and JWTs', () => {
  const probe = (headers: Record<string, string>) =>
    fetch(`${backend.url}/rest/v1/contacts?select=id`, { headers });

  it('no apikey and no Authorization: 401', async () => {
    const response = await probe({});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('a token that is not a JWT: 401 PGRST301', async () => {
    const response = await probe({ apikey: backend.anonKey, authorization: 'Bearer not-a-jwt' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(await response.json()).toMatchObject({
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 1',
    });
  });

  it('a forged token (another secret, service role claimed): 401 PGRST301', async () => {
    const forged = await signWith(
      'not-the-secret-of-this-install-0123456789',
      { role: 'service_role' },
      Math.floor(Date.now() / 1000) + 3600,
    );
    const response = await probe({ apikey: backend.anonKey, authorization: `Bearer ${forged}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('a forged apikey is refused even with no Authorization header', async () => {
    const forged = await signWith(
      'another-secret-another-secret-another',
      { role: 'anon' },
      Math.floor(Date.now() / 1000) + 3600,
    );
    const response = await probe({ apikey: forged });
    expect(response.status).toBe(401);
  });

  it('an expired token signed with the real secret: 401 PGRST303', async () => {
    const { jwtSecret } = JSON.parse(
      readFileSync(path.join(backend.dataDir, 'keys.json'), 'utf8'),
    ) as { jwtSecret: string };
    const expired = await signWith(
      jwtSecret,
      { role: 'service_role' },
      Math.floor(Date.now() / 1000) - 60,
    );
    const response = await probe({ apikey: backend.anonKey, authorization: `Bearer ${expired}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('a role the backend does not know: 401', async () => {
    const { jwtSecret } = JSON.parse(
      readFileSync(path.join(backend.dataDir, 'keys.json'), 'utf8'),
    ) as { jwtSecret: string };
    const odd = await signWith(
      jwtSecret,
      { role: 'postgres' },
      Math.floor(Date.now() / 1000) + 3600,
    );
    const response = await probe({ apikey: backend.anonKey, authorization: `Bearer ${odd}` });
    expect(response.status).toBe(401);
  });

  it('keys.json is private to its owner (mode 0600)', async () => {
    const { statSync } = await import('node:fs');
    expect(statSync(path.join(backend.dataDir, 'keys.json')).mode & 0o777).toBe(0o600);
  });
});

describe('path tricks', () => {
  it.each([
    '/rest/v1/../auth/v1/admin/users',
    '/rest/v1/%2e%2e/auth/v1/admin/users',
    '/rest/v1/contacts%2f..%2fprofiles',
    '/functions/v1/../rest/v1/contacts',
    '/rest/v1/./contacts',
    '/storage/v1/object/bucket/..%5c..%5ckeys.json',
    // Percent-encoding that does not decode: 400 on every service, never 500.
    '/auth/v1/admin/users/%zz',
    '/auth/v1/admin/users/%E0%A4%A',
    '/rest/v1/%E0%A4%A',
    '/rest/v1/rpc/%zz',
    '/functions/v1/%E0',
    '/storage/v1/object/contact-attachments/%C0%AE',
    '/realtime/v1/api/%zz',
  ])('%s is refused with 400', async (target) => {
    const response = await rawRequest(backend.url, {
      path: target,
      headers: restHeaders(backend.serviceRoleKey),
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'bad_path' });
  });

  it('a nested path under a table: 404 PGRST125', async () => {
    const response = await fetch(`${backend.url}/rest/v1/contacts/extra`, {
      headers: restHeaders(backend.serviceRoleKey),
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST125');
  });

  it('an unsupported method: clear JSON error', async () => {
    const response = await fetch(`${backend.url}/rest/v1/contacts`, {
      method: 'PUT',
      headers: restHeaders(backend.serviceRoleKey),
      body: '{}',
    });
    expect(response.status).toBe(501);
    expect(((await response.json()) as { message: string }).message).toMatch(/not supported/);
  });
});

describe('functions host', () => {
  it('an unknown function: 404 {"error":"Function not found"}', async () => {
    const { error, response } = await backend
      .client()
      .functions.invoke('no-such-function', { body: {} });
    expect(error?.name).toBe('FunctionsHttpError');
    expect(response?.status).toBe(404);
    expect(await response?.json()).toMatchObject({ error: 'Function not found' });
  });

  it('answers CORS preflight like the gateway', async () => {
    const response = await fetch(`${backend.url}/functions/v1/send-network-confirmation`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/x-client-info/);
  });

  it('refuses a forged JWT before the function runs: 401', async () => {
    const forged = await signWith(
      'forged-secret-forged-secret-forged-secret',
      { role: 'service_role' },
      Math.floor(Date.now() / 1000) + 3600,
    );
    const response = await fetch(`${backend.url}/functions/v1/send-network-confirmation`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${forged}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
