// Malformed requests against every public endpoint, as an anonymous visitor sends them: at least
// 1,000 per endpoint, from a seeded generator (the same requests each run). None may answer 5xx,
// and none may store anything (a row, an account, a file). Every generated request is broken on
// purpose (bad JSON, wrong types, missing or malformed required fields, odd encodings, garbage
// tokens, query strings and object paths), so anything stored would be a real defect.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_KINDS } from '../../../supabase/functions/_shared/domain/job-kinds.ts';
import { RELAXED_AUTH_LIMITS, startBackend, type TestBackend } from '../support/backend.ts';
import { NASTY_STRINGS, NASTY_VALUES, pick, random } from './fuzz-values.ts';

const PER_ENDPOINT = 1000;
const CONCURRENCY = 8;
const MARK = 'fuzzmark';

let backend: TestBackend;
beforeAll(async () => {
  // The handlers are under test here, not the per-address limits (all requests come from one
  // address): those are raised out of the way (auth-abuse.test.ts tests them).
  backend = await startBackend({ env: RELAXED_AUTH_LIMITS });
});
afterAll(async () => {
  await backend?.stop();
});

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

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

interface Endpoint {
  name: string;
  path: string;
  method?: string;
  fields?: Record<string, unknown>;
  required?: string[];
  /** For requests that are not a JSON body to a fixed path (object paths, query strings). */
  build?: (next: () => number) => Omit<FuzzRequest, 'headers'> & {
    headers?: Record<string, string>;
  };
}

/** Header values fetch can send (visible ASCII), broken in the ways a token or key can be. */
const BAD_TOKENS = [
  'x',
  'a.b.c',
  'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
  'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl',
  '%00',
  '....',
  'Bearer',
  ' '.repeat(3),
  'a'.repeat(4000),
];
const BAD_QUERIES = [
  '?select=*,,',
  '?select=id::text',
  '?columns=%zz',
  '?on_conflict=../../x',
  '?id=eq.%00',
  '?limit=-1',
  '?or=(a.eq.1',
  '?select=count()',
  '?grant_type=%FF',
  '?redirect_to=javascript:alert(1)',
  '?token=&type=',
  '?scope=everything',
];

/** An object path inside a bucket, from good segments and bad ones (traversal, encodings). */
function objectPath(next: () => number): string {
  const segments = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
    next() < 0.5
      ? `${MARK}-${Math.floor(next() * 1e6)}.txt`
      : encodeURIComponent(pick(next, NASTY_STRINGS)).slice(0, 300) ||
        pick(next, ['..', '.', '%2e%2e', '%2F', '%zz', '%00']),
  );
  return segments.join('/');
}

function fuzzBytes(next: () => number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.floor(next() * 2048));
  for (let n = 0; n < bytes.length; n += 1) bytes[n] = Math.floor(next() * 256);
  return bytes;
}

/** A multipart body that is broken: no file part, bad boundaries, a truncated end. */
function brokenMultipart(next: () => number): { body: string; contentType: string } {
  const boundary = `----fuzz${Math.floor(next() * 1e9)}`;
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n${pick(next, NASTY_STRINGS)}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${pick(next, ['{', 'null', '[]', '"x"'])}\r\n`,
  ];
  if (next() < 0.5) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name=""\r\n`);
  const end = next() < 0.5 ? `--${boundary}--\r\n` : `--${boundary.slice(0, 5)}`;
  const declared = next() < 0.7 ? boundary : pick(next, ['', 'other', '"']);
  return {
    body: parts.join('') + end,
    contentType: `multipart/form-data; boundary=${declared}`,
  };
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'join (membership_requests)',
    path: '/rest/v1/membership_requests',
    fields: {
      first_name: MARK,
      last_name: 'X',
      email: 'x',
      marketing_consent: true,
      notice_version: '2',
    },
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
  // The job functions (mails, accounts, the Make webhook) refuse callers without the service role key.
  ...JOB_KINDS.map((name) => ({
    name,
    path: `/functions/v1/${name}`,
    fields: { requestId: MARK },
    required: ['requestId'],
  })),
  {
    name: 'process-jobs',
    path: '/functions/v1/process-jobs',
    fields: { limit: 1 },
    required: [],
  },
  // The staff function answers visitors too (with a refusal).
  {
    name: 'infer-contact-industries',
    path: '/functions/v1/infer-contact-industries',
    fields: { contactIds: [] },
    required: ['contactIds'],
  },
  {
    name: 'token refresh',
    path: '/auth/v1/token?grant_type=refresh_token',
    fields: { refresh_token: 'x' },
    required: ['refresh_token'],
  },
  {
    name: 'token pkce',
    path: '/auth/v1/token?grant_type=pkce',
    fields: { auth_code: 'x', code_verifier: 'y'.repeat(43) },
    required: ['auth_code', 'code_verifier'],
  },
  {
    name: 'resend',
    path: '/auth/v1/resend',
    fields: { type: 'signup', email: 'x' },
    required: ['type', 'email'],
  },
  {
    name: 'verify link (GET)',
    path: '/auth/v1/verify',
    build: (next) => ({
      method: 'GET',
      path: `/auth/v1/verify?token=${encodeURIComponent(pick(next, NASTY_STRINGS))}&type=${encodeURIComponent(pick(next, ['signup', 'magiclink', 'recovery', 'invite', 'email_change', ...NASTY_STRINGS]))}&redirect_to=${encodeURIComponent(pick(next, NASTY_STRINGS))}`,
    }),
  },
  {
    name: 'user update with a broken token',
    path: '/auth/v1/user',
    method: 'PUT',
    fields: { email: 'x', password: 'p', data: {} },
    required: ['email'],
  },
  {
    name: 'logout with a broken token',
    path: '/auth/v1/logout?scope=global',
    fields: {},
    required: [],
  },
  {
    name: 'storage upload',
    path: '/storage/v1/object/contact_attachments/…',
    build: (next) => {
      const roll = next();
      const target = `/storage/v1/object/${pick(next, ['contact_attachments', 'contact_attachments', '..', '%2e%2e', 'nope'])}/${objectPath(next)}`;
      if (roll < 0.4) {
        const { body, contentType } = brokenMultipart(next);
        return { method: 'POST', path: target, body, headers: { 'content-type': contentType } };
      }
      return {
        method: pick(next, ['POST', 'POST', 'PUT']),
        path: target,
        body: fuzzBytes(next),
        headers: {
          'content-type': pick(next, ['text/plain', 'image/png', 'application/octet-stream', '']),
          ...(next() < 0.3 ? { 'x-upsert': 'true' } : {}),
          ...(next() < 0.2 ? { 'x-metadata': pick(next, BAD_TOKENS) } : {}),
        },
      };
    },
  },
  {
    name: 'storage list',
    path: '/storage/v1/object/list/contact_attachments',
    fields: { prefix: '', limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } },
    required: ['prefix', 'limit', 'sortBy'],
  },
  {
    name: 'storage sign (one)',
    path: '/storage/v1/object/sign/…',
    build: (next) => ({
      method: 'POST',
      path: `/storage/v1/object/sign/contact_attachments/${objectPath(next)}`,
      body: brokenBody(next, { expiresIn: 60 }, ['expiresIn']),
    }),
  },
  {
    name: 'storage sign (many)',
    path: '/storage/v1/object/sign/contact_attachments',
    fields: { expiresIn: 60, paths: ['a.txt'] },
    required: ['expiresIn', 'paths'],
  },
  {
    name: 'storage download',
    path: '/storage/v1/object/…',
    build: (next) => ({
      method: pick(next, ['GET', 'HEAD', 'DELETE']),
      path: `/storage/v1/object/${pick(next, ['authenticated/', 'public/', 'sign/', ''])}contact_attachments/${objectPath(next)}${next() < 0.5 ? `?token=${encodeURIComponent(pick(next, BAD_TOKENS))}` : ''}`,
    }),
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

/** Everything a visitor could have left behind: marked rows, accounts, stored files. */
async function stored(): Promise<{ rows: number; users: number; files: number }> {
  const admin = backend.client(backend.serviceRoleKey);
  const users = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
  expect(users.error).toBeNull();
  const files = (dir: string): number => {
    let count = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) count += files(path.join(dir, entry.name));
      else count += 1;
    }
    return count;
  };
  const storageDir = path.join(backend.dataDir, 'storage');
  // No storage folder yet: nothing was ever stored.
  const fileCount = existsSync(storageDir) ? files(storageDir) : 0;
  return { rows: await countMarked(), users: users.data.users.length, files: fileCount };
}

/** One request as sent: the endpoint's own builder, or a broken JSON body to its path. */
function requestFor(endpoint: Endpoint, next: () => number): FuzzRequest {
  const built = endpoint.build?.(next) ?? {
    method: endpoint.method ?? 'POST',
    path: endpoint.path,
    body: brokenBody(next, endpoint.fields ?? {}, endpoint.required ?? []),
  };
  const headers: Record<string, string> = {
    apikey: backend.anonKey,
    prefer: 'return=minimal',
    ...(built.body !== undefined && typeof built.body === 'string'
      ? {
          'content-type':
            next() < 0.9
              ? 'application/json'
              : pick(next, ['text/plain', 'application/x-www-form-urlencoded', '']),
        }
      : {}),
    ...built.headers,
  };
  // Now and then, a broken token, a broken key, a garbage query string or Prefer header.
  if (next() < 0.15) headers['authorization'] = `Bearer ${pick(next, BAD_TOKENS)}`;
  if (next() < 0.05) headers['apikey'] = pick(next, BAD_TOKENS);
  if (next() < 0.05)
    headers['prefer'] = pick(next, ['return=representation,count=x', 'missing=', 'x'.repeat(300)]);
  let target = built.path;
  if (next() < 0.1)
    target +=
      (target.includes('?') ? '&' : '') +
      pick(next, BAD_QUERIES).replace(/^\?/, target.includes('?') ? '' : '?');
  return {
    method: built.method,
    path: target,
    headers,
    ...(built.body !== undefined ? { body: built.body } : {}),
  };
}

let before: Awaited<ReturnType<typeof stored>>;
const started = performance.now();
let requests = 0;
const statusesSeen = new Map<number, number>();
const perEndpoint: string[] = [];

describe('fuzzing the public endpoints', () => {
  beforeAll(async () => {
    before = await stored();
  });
  afterAll(() => {
    const seconds = (performance.now() - started) / 1000;
    const spread = [...statusesSeen.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    console.log(perEndpoint.join('\n'));
    console.log(
      `fuzz: ${requests} requests to ${ENDPOINTS.length} endpoints in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)}/s); ${spread}`,
    );
  });

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
          const request = requestFor(endpoint, next);
          const response = await fetch(`${backend.url}${request.path}`, {
            method: request.method,
            headers: request.headers,
            ...(request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD'
              ? { body: request.body }
              : {}),
            redirect: 'manual',
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          statusesSeen.set(response.status, (statusesSeen.get(response.status) ?? 0) + 1);
          requests += 1;
          if (response.status >= 500) {
            const body = typeof request.body === 'string' ? request.body.slice(0, 120) : '';
            serverErrors.push(
              `${response.status} ${request.method} ${request.path.slice(0, 120)} ${body}`,
            );
          }
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      perEndpoint.push(
        `${endpoint.name}: ${[...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${count}x${status}`)
          .join(' ')}`,
      );
      expect(serverErrors.slice(0, 5)).toEqual([]);
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(
        PER_ENDPOINT,
      );
      expect(await stored()).toEqual(before);
    },
    120_000,
  );
});
