// Authentication abuse, through the real supabase-js client: per-address limits like Supabase
// Auth's (X-Forwarded-For only behind a trusted proxy), a lockout that someone else's guesses
// cannot turn against the owner, magic links that create no account unless asked and allowed,
// unconfirmed sign-ups that expire, and answers that do not tell whether an address is known.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';

/**
 * Behind a trusted proxy, with Supabase's default limits, confirmations on and unconfirmed
 * sign-ups expiring after 3 seconds. Each check speaks from addresses of its own.
 */
let proxied: TestBackend;
/** No TRUST_PROXY (X-Forwarded-For must be ignored), and sign-ups direct. */
let direct: TestBackend;

beforeAll(async () => {
  proxied = await startBackend({
    env: {
      TRUST_PROXY: '1',
      SUPABASE_AUTH_AUTOCONFIRM: 'false',
      SUPABASE_AUTH_UNCONFIRMED_SECONDS: '3',
    },
  });
  direct = await startBackend({ env: { SUPABASE_AUTH_DISABLE_SIGNUP: 'true' } });
}, 240_000);
afterAll(async () => {
  await Promise.all([proxied?.stop(), direct?.stop()]);
});

const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A client whose requests arrive through the proxy from `ip`. */
function from(backend: TestBackend, ip?: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(ip ? { global: { headers: { 'x-forwarded-for': ip } } } : {}),
  });
}

async function post(backend: TestBackend, path: string, body: unknown, ip?: string) {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function users(backend: TestBackend): Promise<string[]> {
  const { data, error } = await backend
    .client(backend.serviceRoleKey)
    .auth.admin.listUsers({ perPage: 1000 });
  expect(error).toBeNull();
  return data.users.map((user) => user.email ?? '');
}

async function mailsTo(backend: TestBackend, to: string): Promise<number> {
  const { count } = await backend
    .client(backend.serviceRoleKey)
    .from('mail_outbox')
    .select('id', { count: 'exact', head: true })
    .eq('to_address', to);
  return count ?? 0;
}

describe('per-address limits', () => {
  it('holds password spraying from one address to 30 tries; other addresses go on', async () => {
    const sprayer = from(proxied, '203.0.113.10');
    const started = performance.now();
    let tries = 0;
    let refused;
    // 30 at once, then one more every 10 s (360 an hour): count until the first refusal.
    for (; tries < 60; tries += 1) {
      refused = await sprayer.auth.signInWithPassword({
        email: email('sprayed'),
        password: 'Winter2025!',
      });
      if (refused.error?.status === 429) break;
      expect(refused.error?.code).toBe('invalid_credentials');
    }
    const refills = Math.ceil((performance.now() - started) / 10_000);
    expect(tries).toBeGreaterThanOrEqual(30);
    expect(tries).toBeLessThanOrEqual(30 + refills);
    expect(refused?.error?.status).toBe(429);
    expect(refused?.error?.code).toBe('over_request_rate_limit');
    expect(refused?.error?.message).toBe('Request rate limit reached');
    // Sign-up shares the bucket, as on Supabase ("sign-ups and sign-ins").
    const raw = await post(
      proxied,
      '/signup',
      { email: email('x'), password: 'long-enough-1' },
      '203.0.113.10',
    );
    expect(raw.status).toBe(429);
    expect(raw.body).toMatchObject({
      code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);

    const owner = await createTestUser(proxied);
    const elsewhere = await from(proxied, '198.51.100.20').auth.signInWithPassword({
      email: owner.email,
      password: owner.password,
    });
    expect(elsewhere.error).toBeNull();
  });

  it('limits e-mail requests (magic link, recovery, resend) per address to 30', async () => {
    const ip = '203.0.113.11';
    for (let n = 0; n < 30; n += 1) {
      const { status } = await post(
        proxied,
        n % 2 ? '/recover' : '/otp',
        { email: 'not an address' },
        ip,
      );
      expect(status).toBe(400);
    }
    expect((await post(proxied, '/resend', { type: 'signup', email: email('r') }, ip)).status).toBe(
      429,
    );
    expect((await post(proxied, '/recover', { email: email('r') }, '203.0.113.12')).status).toBe(
      200,
    );
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: the socket address is limited', async () => {
    for (let n = 0; n < 30; n += 1) {
      const { status } = await post(direct, '/verify', {}, `192.0.2.${n}`);
      expect(status).toBe(400);
    }
    const refused = await post(direct, '/verify', {}, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'over_request_rate_limit' });
  });
});

describe('the per-account lockout', () => {
  it("locks out the guesser's address, not the owner signing in from elsewhere", async () => {
    const owner = await createTestUser(proxied);
    const guesser = from(proxied, '203.0.113.30');
    for (let n = 0; n < 10; n += 1) {
      const { error } = await guesser.auth.signInWithPassword({
        email: owner.email,
        password: `guess-${n}`,
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const blocked = await guesser.auth.signInWithPassword({
      email: owner.email,
      password: owner.password,
    });
    expect(blocked.error?.status).toBe(429);
    const ownersOwn = await from(proxied, '198.51.100.30').auth.signInWithPassword({
      email: owner.email,
      password: owner.password,
    });
    expect(ownersOwn.error).toBeNull();
  });
});

describe('magic links', () => {
  it('create no account when the caller says shouldCreateUser: false, and answer as for a known one', async () => {
    const unknown = email('nobody');
    const member = await createTestUser(proxied);
    const client = from(proxied, '203.0.113.40');
    const forUnknown = await client.auth.signInWithOtp({
      email: unknown,
      options: { shouldCreateUser: false },
    });
    const forMember = await client.auth.signInWithOtp({
      email: member.email,
      options: { shouldCreateUser: false },
    });
    expect(forUnknown).toEqual(forMember);
    expect(forUnknown.error).toBeNull();
    expect(await users(proxied)).not.toContain(unknown);
    expect(await mailsTo(proxied, unknown)).toBe(0);
    expect(await mailsTo(proxied, member.email)).toBe(1);
    // A second request within the minute is refused alike for both.
    const againUnknown = await post(
      proxied,
      '/otp',
      { email: unknown, create_user: false },
      '203.0.113.41',
    );
    const againMember = await post(
      proxied,
      '/otp',
      { email: member.email, create_user: false },
      '203.0.113.41',
    );
    expect(againUnknown.status).toBe(429);
    expect(againMember.status).toBe(429);
    expect(againUnknown.body.code).toBe(againMember.body.code);
  });

  it('create no account while sign-ups are closed, and sign-up is refused', async () => {
    const unknown = email('closed');
    const { error } = await from(direct).auth.signInWithOtp({ email: unknown });
    expect(error).toBeNull();
    expect(await users(direct)).not.toContain(unknown);
    const signUp = await from(direct).auth.signUp({ email: unknown, password: 'long-enough-1' });
    expect(signUp.error?.status).toBe(422);
    expect(signUp.error?.code).toBe('signup_disabled');
    const settings = await fetch(`${direct.url}/auth/v1/settings`, {
      headers: { apikey: direct.anonKey },
    });
    expect(await settings.json()).toMatchObject({ disable_signup: true });
  });
});

describe('unconfirmed sign-ups', () => {
  it('expire; invited and confirmed accounts stay', async () => {
    const admin = proxied.client(proxied.serviceRoleKey);
    const signedUp = email('unconfirmed');
    const byLink = email('bylink');
    const invited = email('invited');
    const confirmed = email('confirmed');
    expect(
      (await from(proxied).auth.signUp({ email: signedUp, password: 'long-enough-1' })).error,
    ).toBeNull();
    expect((await from(proxied).auth.signInWithOtp({ email: byLink })).error).toBeNull();
    expect(
      (await admin.auth.admin.generateLink({ type: 'invite', email: invited })).error,
    ).toBeNull();
    expect(
      (
        await admin.auth.admin.createUser({
          email: confirmed,
          password: 'long-enough-1',
          email_confirm: true,
        })
      ).error,
    ).toBeNull();
    expect(await users(proxied)).toEqual(
      expect.arrayContaining([signedUp, byLink, invited, confirmed]),
    );

    const deadline = Date.now() + 15_000;
    let remaining = await users(proxied);
    while (Date.now() < deadline && (remaining.includes(signedUp) || remaining.includes(byLink))) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      remaining = await users(proxied);
    }
    expect(remaining).not.toContain(signedUp);
    expect(remaining).not.toContain(byLink);
    expect(remaining).toEqual(expect.arrayContaining([invited, confirmed]));
  }, 60_000);
});

describe('answers that do not tell whether an address is known', () => {
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  /** Status, body (ids and times blanked) and median time for known and unknown addresses. */
  async function compare(
    label: string,
    send: (address: string) => Promise<{ status: number; body: unknown }>,
    knownAddresses: string[],
  ) {
    const shape = (body: unknown) =>
      JSON.parse(
        JSON.stringify(body)
          .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
          .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME')
          .replace(/[\w.-]+@example\.com/g, 'EMAIL'),
      ) as unknown;
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = { known: new Set<string>(), unknown: new Set<string>() };
    for (const [index, known] of knownAddresses.entries()) {
      // Which of a pair goes first alternates: a request can leave work behind (an unknown
      // address's sign-up queues its mail, which the job runner sends at once) that slows the
      // request after it, and that must not always be the same kind (80 ms at a load of 10).
      const order =
        index % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        const started = performance.now();
        const { status, body } = await send(kind === 'known' ? known : email('unknown'));
        times[kind].push(performance.now() - started);
        answers[kind].add(JSON.stringify({ status, body: shape(body) }));
      }
    }
    expect([...answers.known]).toEqual([...answers.unknown]);
    expect(answers.known.size).toBe(1);
    const figures = { known: median(times.known), unknown: median(times.unknown) };
    // Each known request is timed next to an unknown one, so a burst of load elsewhere on the
    // machine slows both of a pair: the median of the pairs' differences leaves it out, where the
    // difference of the two medians took it in (56 ms apart at a load average of 10).
    const pairedDifference = median(
      times.known.map((known, index) => known - times.unknown[index]!),
    );
    console.log(
      `${label}: median ${figures.known.toFixed(1)} ms known, ${figures.unknown.toFixed(1)} ms unknown, ${pairedDifference.toFixed(1)} ms apart in pairs (${knownAddresses.length} each)`,
    );
    expect(Math.abs(pairedDifference)).toBeLessThan(50);
    return [...answers.known][0];
  }

  it('recovery, magic link without sign-up, and sign-up with confirmations on', async () => {
    // Accounts made by the admin API (no sign-in spent); each address is asked once, since the
    // per-address send interval would otherwise answer the second request.
    const admin = proxied.client(proxied.serviceRoleKey);
    const known = async (label: string) =>
      Promise.all(
        Array.from({ length: 12 }, async () => {
          const address = email(label);
          const { error } = await admin.auth.admin.createUser({
            email: address,
            password: 'long-enough-1',
            email_confirm: true,
          });
          expect(error).toBeNull();
          return address;
        }),
      );
    // Every request from an address of its own, so the per-address limits stay out of the way.
    let host = 0;
    const ip = () => `10.9.${(host >> 8) & 255}.${(host += 1) & 255}`;
    const recover = await compare(
      'recover',
      (address) => post(proxied, '/recover', { email: address }, ip()),
      await known('recover'),
    );
    expect(JSON.parse(recover!)).toEqual({ status: 200, body: {} });
    await compare(
      'otp create_user:false',
      (address) => post(proxied, '/otp', { email: address, create_user: false }, ip()),
      await known('otp'),
    );
    const signup = await compare(
      'signup',
      (address) =>
        post(
          proxied,
          '/signup',
          { email: address, password: 'long-enough-1', data: { first_name: 'Same' } },
          ip(),
        ),
      await known('signup'),
    );
    expect(JSON.parse(signup!)).toMatchObject({
      status: 200,
      body: {
        email: 'EMAIL',
        user_metadata: { first_name: 'Same' },
        identities: [expect.objectContaining({ provider: 'email' })],
      },
    });
  }, 120_000);
});
