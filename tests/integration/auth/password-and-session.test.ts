// Sign-up, password sign-in, refresh-token rotation, user update and sign-out through the real
// supabase-js client against the embedded backend.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_AUTH_LIMITS, startBackend, type TestBackend } from '../support/backend.ts';
import { browserLikeClient, jwtSecretOf, uniqueEmail } from './auth-test-kit.ts';

let backend: TestBackend;

beforeAll(async () => {
  // Some forty sign-ups and sign-ins from one address: over the per-address burst of 30, which
  // auth-abuse.test.ts tests; raised here, where sessions are under test.
  backend = await startBackend({ env: RELAXED_AUTH_LIMITS });
});
afterAll(async () => {
  await backend?.stop();
});

describe('sign-up', () => {
  it('returns a session at once (local autoconfirm) and creates a member profile', async () => {
    const email = uniqueEmail('signup');
    const client = browserLikeClient(backend);
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { data: { first_name: 'Layla', last_name: 'Haddad' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Layla' });

    const profile = await client.from('profiles').select('email, first_name, role').single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ email, first_name: 'Layla', role: 'member' });
  });

  it('refuses passwords shorter than 8 characters with weak_password', async () => {
    const { data, error } = await browserLikeClient(backend).auth.signUp({
      email: uniqueEmail('short'),
      password: 'seven77',
    });
    expect(data.session).toBeNull();
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 8 characters.');
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const email = uniqueEmail('twice');
    expect(
      (await browserLikeClient(backend).auth.signUp({ email, password: 'first-password' })).error,
    ).toBeNull();
    const { error } = await browserLikeClient(backend).auth.signUp({
      email: email.toUpperCase(),
      password: 'second-password',
    });
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
  });

  it('refuses an invalid address and a missing password', async () => {
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-address', password: 'long-enough-1' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'email_address_invalid' });
    const missing = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('nopass') }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('user metadata with a NUL character', () => {
  // Metadata is stored as jsonb, which cannot hold a NUL: a clear 400, not a failed query's 500.
  const refusal = (field: string) => ({
    name: 'AuthApiError',
    status: 400,
    code: 'validation_failed',
    message: `${field} contains a NUL character`,
  });

  it('refuses one in sign-up data, in a value or a key, and creates no account', async () => {
    for (const data of [{ first_name: 'La\u0000yla' }, { ['nick\u0000name']: 'L' }]) {
      const email = uniqueEmail('nul');
      const client = browserLikeClient(backend);
      const { data: answer, error } = await client.auth.signUp({
        email,
        password: 'correct-horse-1',
        options: { data },
      });
      expect(error).toMatchObject(refusal('data'));
      expect(answer.user).toBeNull();
      const signIn = await client.auth.signInWithPassword({ email, password: 'correct-horse-1' });
      expect(signIn.error?.code).toBe('invalid_credentials');
    }
  });

  it('refuses one deep in an update and in the admin API, and keeps the metadata', async () => {
    const email = uniqueEmail('nul-update');
    const client = browserLikeClient(backend);
    await client.auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { data: { first_name: 'Layla' } },
    });
    const update = await client.auth.updateUser({
      data: { links: [{ label: 'site', url: 'https://example.org/\u0000' }] },
    });
    expect(update.error).toMatchObject(refusal('data'));
    const { data: stored } = await client.auth.getUser();
    expect(stored.user?.user_metadata).toEqual({ first_name: 'Layla' });

    const admin = backend.client(backend.serviceRoleKey).auth.admin;
    const created = await admin.createUser({
      email: uniqueEmail('nul-admin'),
      user_metadata: { note: '\u0000' },
    });
    expect(created.error).toMatchObject(refusal('user_metadata'));
    const changed = await admin.updateUserById(stored.user?.id ?? '', {
      user_metadata: { note: '\u0000' },
    });
    expect(changed.error).toMatchObject(refusal('user_metadata'));
  });
});

describe('password sign-in', () => {
  it('signs in with the right password and records the sign-in time', async () => {
    const email = uniqueEmail('signin');
    await browserLikeClient(backend).auth.signUp({ email, password: 'right-password' });
    const client = browserLikeClient(backend);
    const { data, error } = await client.auth.signInWithPassword({
      email,
      password: 'right-password',
    });
    expect(error).toBeNull();
    expect(data.user?.last_sign_in_at).toBeTruthy();
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims).toMatchObject({
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      email,
      sub: data.user?.id,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(3600);
    const profile = await client.from('profiles').select('last_sign_in_at').single();
    expect(profile.data?.last_sign_in_at).toBeTruthy();
  });

  it('answers a wrong password and an unknown address alike: "Invalid login credentials"', async () => {
    const email = uniqueEmail('wrong');
    await browserLikeClient(backend).auth.signUp({ email, password: 'right-password' });
    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'any-password' },
    ]) {
      const { data, error } = await browserLikeClient(backend).auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.message).toBe('Invalid login credentials');
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
    }
  });
});

describe('password guessing', () => {
  it('answers 429 after ten wrong passwords for one address, even to the right one', async () => {
    const email = uniqueEmail('guess');
    await browserLikeClient(backend).auth.signUp({ email, password: 'the-real-password' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { error } = await browserLikeClient(backend).auth.signInWithPassword({
        email,
        password: `guess-${attempt}`,
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const blocked = await browserLikeClient(backend).auth.signInWithPassword({
      email,
      password: 'the-real-password',
    });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
    const other = uniqueEmail('other');
    await browserLikeClient(backend).auth.signUp({ email: other, password: 'other-password' });
    expect(
      (
        await browserLikeClient(backend).auth.signInWithPassword({
          email: other,
          password: 'other-password',
        })
      ).error,
    ).toBeNull();
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and ends the session when a spent token is replayed', async () => {
    const email = uniqueEmail('refresh');
    const client = browserLikeClient(backend);
    const first = (await client.auth.signUp({ email, password: 'refresh-password' })).data.session!;
    const second = await client.auth.refreshSession();
    expect(second.error).toBeNull();
    expect(second.data.session?.refresh_token).not.toBe(first.refresh_token);
    const third = await client.auth.refreshSession();
    expect(third.error).toBeNull();

    // The first token was spent two rotations ago: a replay, so the whole session ends.
    const replay = await browserLikeClient(backend).auth.refreshSession({
      refresh_token: first.refresh_token,
    });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    const afterReplay = await browserLikeClient(backend).auth.refreshSession({
      refresh_token: third.data.session!.refresh_token,
    });
    expect(afterReplay.error?.code).toBe('refresh_token_not_found');
    const user = await client.auth.getUser(third.data.session!.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('updates the password, which then replaces the old one', async () => {
    const email = uniqueEmail('update');
    const client = browserLikeClient(backend);
    await client.auth.signUp({ email, password: 'old-password-1' });
    const same = await client.auth.updateUser({ password: 'old-password-1' });
    expect(same.error?.code).toBe('same_password');
    const short = await client.auth.updateUser({ password: 'short' });
    expect(short.error?.code).toBe('weak_password');
    const updated = await client.auth.updateUser({
      password: 'new-password-2',
      data: { first_name: 'Omar' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ first_name: 'Omar' });
    expect(
      (
        await browserLikeClient(backend).auth.signInWithPassword({
          email,
          password: 'old-password-1',
        })
      ).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (
        await browserLikeClient(backend).auth.signInWithPassword({
          email,
          password: 'new-password-2',
        })
      ).error,
    ).toBeNull();
  });

  it('signs out: the access token and the refresh token stop working', async () => {
    const email = uniqueEmail('signout');
    const client = browserLikeClient(backend);
    const session = (await client.auth.signUp({ email, password: 'signout-password' })).data
      .session!;
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    // auth-js turns GoTrue's session_not_found into AuthSessionMissingError.
    const user = await browserLikeClient(backend).auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const raw = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(raw.status).toBe(403);
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
    const refreshed = await browserLikeClient(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    // Signing out of an ended session is not an error.
    const again = await fetch(`${backend.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(again.status).toBe(204);
  });

  it('scope "others" keeps the current session and ends the rest', async () => {
    const email = uniqueEmail('scope');
    await browserLikeClient(backend).auth.signUp({ email, password: 'scope-password' });
    const laptop = browserLikeClient(backend);
    const phone = browserLikeClient(backend);
    await laptop.auth.signInWithPassword({ email, password: 'scope-password' });
    const phoneSession = (
      await phone.auth.signInWithPassword({ email, password: 'scope-password' })
    ).data.session!;
    expect((await laptop.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser(phoneSession.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
  });
});

describe('tokens', () => {
  it('refuses forged, expired and API-key tokens on /user', async () => {
    const email = uniqueEmail('jwt');
    const client = browserLikeClient(backend);
    const { user } = (await client.auth.signUp({ email, password: 'jwt-password-1' })).data;
    const claims = { sub: user!.id, role: 'authenticated', aud: 'authenticated', email };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-of-this-install-at-all'));
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(jwtSecretOf(backend)));
    for (const token of [forged, expired]) {
      const { error } = await browserLikeClient(backend).auth.getUser(token);
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('bad_jwt');
    }
    const anon = await browserLikeClient(backend).auth.getUser(backend.anonKey);
    expect(anon.error?.status).toBe(403);

    // REST refuses them too (PostgREST's 401).
    const rest = await fetch(`${backend.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${expired}` },
    });
    expect(rest.status).toBe(401);
  });

  it('needs an API key on every endpoint but the e-mail link', async () => {
    const response = await fetch(`${backend.url}/auth/v1/settings`);
    expect(response.status).toBe(401);
    const settings = await fetch(`${backend.url}/auth/v1/settings`, {
      headers: { apikey: backend.anonKey },
    });
    expect(await settings.json()).toMatchObject({
      mailer_autoconfirm: true,
      external: { email: true },
    });
    const health = await fetch(`${backend.url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });
});
