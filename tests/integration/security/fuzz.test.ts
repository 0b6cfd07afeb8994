// Malformed requests against every public endpoint, as an anonymous visitor sends them: at least
// 1,000 per endpoint, from a seeded generator (the same requests each run). None may answer 5xx,
// and none may store a row. Every generated request is broken on purpose (bad JSON, wrong types,
// missing or malformed required fields, odd encodings), so a stored row would be a real defect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';

const PER_ENDPOINT = 1000;
const CONCURRENCY = 8;
const MARK = 'fuzzmark';

let backend: TestBackend;
beforeAll(async () => {
  // The handlers are under test here, not the per-address limits (all requests come from one
  // address): those are raised out of the way (auth-abuse.test.ts tests them).
  backend = await startBackend({
    env: {
      SUPABASE_AUTH_RATE_LIMIT_SIGN_IN: '1000000',
      SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '1000000',
      SUPABASE_AUTH_RATE_LIMIT_VERIFY: '1000000',
      SUPABASE_AUTH_RATE_LIMIT_EMAIL: '1000000',
    },
  });
});
afterAll(async () => {
  await backend?.stop();
});

/** mulberry32: a small seeded PRNG, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '%00',
  '%zz',
  '<script>alert(1)</script>',
  "'; drop table contacts; --",
  'null',
  '{}',
  '[]',
  '💥'.repeat(50),
  'a'.repeat(5000),
  'not-an-email',
  '@',
  'a@',
  '@b.c',
  '\\u0000',
  '../../etc/passwd',
  'javascript:alert(1)',
];
const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  Number.POSITIVE_INFINITY,
  [],
  {},
  [1, 2],
  { a: 1 },
  ...NASTY_STRINGS,
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

/** A broken body: invalid JSON text, or an object whose required fields are wrong. */
function brokenBody(
  next: () => number,
  fields: Record<string, unknown>,
  required: string[],
): string {
  const roll = next();
  if (roll < 0.2) {
    return pick(next, ['{', '{"a":', 'not json', '[{]', '"', '{"email": "x"', '\u0000', '{}{}']);
  }
  const body: Record<string, unknown> = { ...fields };
  // Break every required field: each is removed, mistyped or given a malformed value.
  for (const name of required) {
    const how = next();
    if (how < 0.3) delete body[name];
    else
      body[name] = pick(
        next,
        NASTY_VALUES.filter((v) => typeof v !== 'string' || !v.includes('@') || v === '@'),
      );
  }
  if (next() < 0.3) body[`extra_${Math.floor(next() * 1000)}`] = pick(next, NASTY_VALUES);
  return JSON.stringify(Array.isArray(body) ? body : next() < 0.1 ? [body, 'x'] : body);
}

interface Endpoint {
  name: string;
  path: string;
  method?: string;
  fields: Record<string, unknown>;
  required: string[];
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'join (membership_requests)',
    path: '/rest/v1/membership_requests',
    fields: { first_name: MARK, last_name: 'X', email: 'x' },
    required: ['email', 'first_name'],
  },
  {
    name: 'invitation request (event_requests)',
    path: '/rest/v1/event_requests',
    fields: { name: MARK, email: 'x', event_type: 'dinner' },
    required: ['email', 'event_type'],
  },
  {
    name: 'contact form (contact_messages)',
    path: '/rest/v1/contact_messages',
    fields: { name: MARK, email: 'x', message: 'hi' },
    required: ['email', 'message'],
  },
  {
    name: 'newsletter RPC',
    path: '/rest/v1/rpc/subscribe_newsletter',
    fields: { first_name: MARK, last_name: 'X', email: 'x' },
    required: ['email'],
  },
  {
    name: 'sign-up',
    path: '/auth/v1/signup',
    fields: { email: 'x', password: 'p' },
    required: ['email', 'password'],
  },
  {
    name: 'password sign-in',
    path: '/auth/v1/token?grant_type=password',
    fields: { email: 'x', password: 'p' },
    required: ['email', 'password'],
  },
  { name: 'magic link (otp)', path: '/auth/v1/otp', fields: { email: 'x' }, required: ['email'] },
  { name: 'recover', path: '/auth/v1/recover', fields: { email: 'x' }, required: ['email'] },
  {
    name: 'verify',
    path: '/auth/v1/verify',
    fields: { type: 'signup', token: 'x' },
    required: ['type', 'token'],
  },
  {
    name: 'send-network-confirmation',
    path: '/functions/v1/send-network-confirmation',
    fields: { fullName: MARK, email: 'x' },
    required: ['email', 'fullName'],
  },
  {
    name: 'send-newsletter-confirmation',
    path: '/functions/v1/send-newsletter-confirmation',
    fields: { fullName: MARK, email: 'x' },
    required: ['email', 'fullName'],
  },
  {
    name: 'push-to-make',
    path: '/functions/v1/push-to-make',
    fields: { first_name: MARK, email: 'x' },
    required: ['email'],
  },
];

async function countMarked(): Promise<number> {
  const admin = backend.client(backend.serviceRoleKey);
  const counts = await Promise.all([
    admin
      .from('membership_requests')
      .select('id', { count: 'exact', head: true })
      .ilike('first_name', `%${MARK}%`),
    admin
      .from('event_requests')
      .select('id', { count: 'exact', head: true })
      .ilike('name', `%${MARK}%`),
    admin
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .ilike('name', `%${MARK}%`),
    admin
      .from('contacts')
      .select('id', { count: 'exact', head: true })
      .ilike('first_name', `%${MARK}%`),
  ]);
  return counts.reduce((sum, result) => sum + (result.count ?? 0), 0);
}

describe('fuzzing the public endpoints', () => {
  it.each(ENDPOINTS.map((endpoint, index) => [endpoint.name, endpoint, index] as const))(
    '%s: 1,000 malformed requests, no 5xx, nothing stored',
    async (_name, endpoint, index) => {
      const next = random(1000 + index);
      const statuses = new Map<number, number>();
      const serverErrors: string[] = [];
      let sent = 0;
      async function worker() {
        while (sent < PER_ENDPOINT) {
          sent += 1;
          const body = brokenBody(next, endpoint.fields, endpoint.required);
          const contentType =
            next() < 0.9
              ? 'application/json'
              : pick(next, ['text/plain', 'application/x-www-form-urlencoded', '']);
          const response = await fetch(`${backend.url}${endpoint.path}`, {
            method: endpoint.method ?? 'POST',
            headers: {
              apikey: backend.anonKey,
              'content-type': contentType,
              prefer: 'return=minimal',
            },
            body,
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) serverErrors.push(`${response.status} ${body.slice(0, 120)}`);
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      expect(serverErrors.slice(0, 5)).toEqual([]);
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(
        PER_ENDPOINT,
      );
      expect(await countMarked()).toBe(0);
    },
    120_000,
  );
});
