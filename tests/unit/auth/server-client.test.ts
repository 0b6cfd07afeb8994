// The server sees the session the browser client wrote to cookies (@supabase/ssr format).
import type { AstroCookies } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRequestClient } from '../../../src/lib/supabase/server-client.ts';

const saved = { ...process.env };

beforeEach(() => {
  process.env['SUPABASE_URL'] = 'http://127.0.0.1:4405';
  process.env['SUPABASE_ANON_KEY'] = 'anon-key-for-this-test-only';
});

afterEach(() => {
  process.env = { ...saved };
});

function sessionCookie(expiresAt: number): string {
  const session = {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: '7f1d6a3e-2c1b-4d7a-9a55-0f2c3a4b5c6d', email: 'member@example.com' },
  };
  return `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

function context(cookieHeader: string) {
  const written: string[] = [];
  const cookies = { set: (name: string) => void written.push(name) } as unknown as AstroCookies;
  const request = new Request('http://127.0.0.1:4405/crm', { headers: { cookie: cookieHeader } });
  return { context: { request, cookies }, written };
}

describe('createRequestClient', () => {
  it('reads the session from the sb-<project>-auth-token cookie', async () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const { context: ctx } = context(`theme=dark; sb-127-auth-token=${sessionCookie(inAnHour)}`);
    const { data } = await createRequestClient(ctx).auth.getSession();
    expect(data.session?.user.email).toBe('member@example.com');
  });

  it('reads a session split into chunks', async () => {
    const value = sessionCookie(Math.floor(Date.now() / 1000) + 3600);
    const half = Math.ceil(value.length / 2);
    const { context: ctx } = context(
      `sb-127-auth-token.0=${value.slice(0, half)}; sb-127-auth-token.1=${value.slice(half)}`,
    );
    const { data } = await createRequestClient(ctx).auth.getSession();
    expect(data.session?.refresh_token).toBe('refresh-token');
  });

  it('has no session without the cookie', async () => {
    const { context: ctx } = context('theme=dark');
    const { data } = await createRequestClient(ctx).auth.getSession();
    expect(data.session).toBeNull();
  });

  it('names the missing setting', () => {
    delete process.env['SUPABASE_URL'];
    const { context: ctx } = context('');
    expect(() => createRequestClient(ctx)).toThrow(/SUPABASE_URL/);
  });
});
