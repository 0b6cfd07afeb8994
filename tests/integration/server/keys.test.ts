// Per-install keys: generated once into <dataDir>/keys.json (0600), stable across restarts,
// overridable by environment, and verified by the same rules PostgREST applies.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from '../../../supabase/local/server/keys.ts';
import { createTokenVerifier, signToken, verifyToken } from '../../../supabase/local/server/jwt.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'majlis-keys-'));
  folders.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadOrCreateKeys', () => {
  it('creates keys.json once, private, and returns the same keys afterwards', async () => {
    const dir = folder();
    const first = await loadOrCreateKeys(dir);
    expect(statSync(path.join(dir, 'keys.json')).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateKeys(dir)).toEqual(first);
    expect(await verifyToken(first.jwtSecret, first.anonKey)).toMatchObject({
      role: 'anon',
      iss: 'supabase-local',
    });
    expect(await verifyToken(first.jwtSecret, first.serviceRoleKey)).toMatchObject({
      role: 'service_role',
    });
  });

  it('gives every install its own secret', async () => {
    const a = await loadOrCreateKeys(folder());
    const b = await loadOrCreateKeys(folder());
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    await expect(verifyToken(b.jwtSecret, a.anonKey)).rejects.toMatchObject({ status: 401 });
  });

  it('derives keys from SUPABASE_JWT_SECRET and takes explicit keys from the environment', async () => {
    const dir = folder();
    const secret = 'an-environment-secret-of-sufficient-length-0123';
    const derived = await loadOrCreateKeys(dir, { SUPABASE_JWT_SECRET: secret });
    expect(derived.jwtSecret).toBe(secret);
    expect(await verifyToken(secret, derived.serviceRoleKey)).toMatchObject({
      role: 'service_role',
    });
    const explicit = await loadOrCreateKeys(dir, {
      SUPABASE_JWT_SECRET: secret,
      SUPABASE_ANON_KEY: 'given-anon-key',
    });
    expect(explicit.anonKey).toBe('given-anon-key');
  });

  it('refuses a damaged keys.json with a clear message', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'keys.json'), '{"jwtSecret": ""}');
    await expect(loadOrCreateKeys(dir)).rejects.toThrow(/keys.json is damaged/);
  });
});

describe('verifyToken', () => {
  const secret = 'a-test-secret-a-test-secret-a-test-secret';

  it('accepts the three request roles', async () => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      const token = await signToken(secret, { role, sub: 'u1' }, 60);
      expect(await verifyToken(secret, token)).toMatchObject({ role, sub: 'u1' });
    }
  });

  it.each([
    ['not-a-jwt', 'PGRST301'],
    ['a.b', 'PGRST301'],
    ['a.b.c', 'PGRST301'],
  ])('refuses %j with %s', async (token, code) => {
    await expect(verifyToken(secret, token)).rejects.toMatchObject({ status: 401, body: { code } });
  });

  it('refuses an expired token with PGRST303', async () => {
    const token = await signToken(secret, { role: 'anon' }, -10);
    await expect(verifyToken(secret, token)).rejects.toMatchObject({
      body: { code: 'PGRST303', message: 'JWT expired' },
    });
  });
});

describe('createTokenVerifier', () => {
  const secret = 'a-verifier-secret-a-verifier-secret-0123';

  it('answers a repeated token like a first verification, and refuses it once expired', async () => {
    const verify = createTokenVerifier(secret, 2);
    const token = await signToken(secret, { role: 'authenticated', sub: 'u2' }, 1);
    expect(await verify(token)).toMatchObject({ role: 'authenticated', sub: 'u2' });
    expect(await verify(token)).toMatchObject({ role: 'authenticated', sub: 'u2' });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await expect(verify(token)).rejects.toMatchObject({ body: { code: 'PGRST303' } });
  });

  it('still refuses forged tokens and hands out copies', async () => {
    const verify = createTokenVerifier(secret);
    const forged = await signToken(
      'some-other-secret-some-other-secret',
      { role: 'service_role' },
      60,
    );
    await expect(verify(forged)).rejects.toMatchObject({ status: 401 });
    const token = await signToken(secret, { role: 'anon' }, 60);
    const first = await verify(token);
    first.role = 'service_role';
    expect((await verify(token)).role).toBe('anon');
  });
});
