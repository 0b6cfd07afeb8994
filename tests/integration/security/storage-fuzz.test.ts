// Every Storage route, as signed-in staff (who pass the bucket's policies, so the handlers' own
// checks are what is tested): missing objects and bad values (keys too long or outside hosted
// Storage's alphabet, broken bodies, bad tokens and download names) answer 4xx, never 5xx, and
// nothing is ever half-stored: every storage.objects row has its file and every file its row.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const BUCKET = 'contact_attachments';
const PER_ROUTE = 300;
let backend: TestBackend;
let staff: TestUser;
beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
});
afterAll(async () => {
  await backend?.stop();
});

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
const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)]!;

const SEGMENTS = [
  'ok.txt',
  'a'.repeat(255),
  'a'.repeat(256),
  'ع'.repeat(128),
  'Budget (v2) [final] #3 50%.pdf',
  'photo 😀.png',
  '..',
  '.',
  '',
  '%2e%2e',
  '%00',
  '%zz',
  'a%2Fb',
  'b'.repeat(1100),
];
function objectPath(next: () => number): string {
  return Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
    const segment = pick(next, SEGMENTS);
    return segment.startsWith('%') ? segment : encodeURIComponent(segment);
  }).join('/');
}
const BODIES = [
  '{',
  'null',
  '[]',
  '{"expiresIn":"x"}',
  '{"expiresIn":60}',
  '{"prefixes":[1]}',
  '{"paths":"x"}',
];

type Build = (next: () => number) => { method: string; path: string; body?: string };
const ROUTES: [string, Build][] = [
  [
    'upload (POST/PUT)',
    (next) => ({
      method: pick(next, ['POST', 'PUT']),
      path: `/object/${BUCKET}/${objectPath(next)}`,
      body: 'bytes',
    }),
  ],
  [
    'download (GET/HEAD)',
    (next) => ({
      method: pick(next, ['GET', 'HEAD']),
      path: `/object/${pick(next, ['', 'authenticated/', 'public/'])}${BUCKET}/${objectPath(next)}${next() < 0.5 ? `?download=${pick(next, ['', '%', '%E0%A4%A', 'a%0Db'])}` : ''}`,
    }),
  ],
  [
    'signed download',
    (next) => ({
      method: 'GET',
      path: `/object/sign/${BUCKET}/${objectPath(next)}?token=${pick(next, ['', 'x', 'a.b.c'])}&download=${pick(next, ['%', 'x'])}`,
    }),
  ],
  [
    'sign one',
    (next) => ({
      method: 'POST',
      path: `/object/sign/${BUCKET}/${objectPath(next)}`,
      body: pick(next, BODIES),
    }),
  ],
  [
    'sign many',
    (next) => ({
      method: 'POST',
      path: `/object/sign/${BUCKET}`,
      body: pick(next, [
        ...BODIES,
        JSON.stringify({ expiresIn: 60, paths: [objectPath(next), 5, null] }),
      ]),
    }),
  ],
  ['remove one', (next) => ({ method: 'DELETE', path: `/object/${BUCKET}/${objectPath(next)}` })],
  [
    'remove many',
    (next) => ({
      method: 'DELETE',
      path: `/object/${BUCKET}`,
      body: pick(next, [
        ...BODIES,
        JSON.stringify({ prefixes: [decodeURIComponent(pick(next, SEGMENTS).replace(/%/g, ''))] }),
      ]),
    }),
  ],
  [
    'list',
    (next) => ({
      method: 'POST',
      path: `/object/list/${BUCKET}`,
      body: pick(next, [
        ...BODIES,
        JSON.stringify({ prefix: pick(next, SEGMENTS), limit: pick(next, [-1, 1e9, 'x', 10]) }),
      ]),
    }),
  ],
  [
    'other routes and buckets',
    (next) => ({
      method: pick(next, ['GET', 'POST', 'PATCH']),
      path: `/${pick(next, ['bucket', 'object/move', 'object/info/x', 'nothing', 'object/nope'])}/${objectPath(next)}`,
    }),
  ],
];

function filesOnDisk(): Set<string> {
  const root = path.join(backend.dataDir, 'storage', BUCKET);
  if (!existsSync(root)) return new Set();
  return new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
  );
}

async function rowNames(prefix = ''): Promise<string[]> {
  const bucket = backend.client(backend.serviceRoleKey).storage.from(BUCKET);
  const listed = await bucket.list(prefix, { limit: 1000 });
  if (listed.error) throw listed.error;
  const names: string[] = [];
  for (const entry of listed.data) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.id === null) names.push(...(await rowNames(name)));
    else names.push(name);
  }
  return names;
}

describe('fuzzing every Storage route as staff', () => {
  it.each(ROUTES.map(([name, build], index) => [name, build, index] as const))(
    '%s: no 5xx, rows and files stay in step',
    async (_name, build, index) => {
      const next = random(7000 + index);
      const serverErrors: string[] = [];
      for (let n = 0; n < PER_ROUTE; n += 1) {
        const request = build(next);
        const response = await fetch(`${backend.url}/storage/v1${request.path}`, {
          method: request.method,
          headers: {
            apikey: backend.anonKey,
            authorization: `Bearer ${staff.accessToken}`,
            'content-type': request.body?.startsWith('{') ? 'application/json' : 'text/plain',
          },
          ...(request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD'
            ? { body: request.body }
            : {}),
        });
        await response.arrayBuffer();
        if (response.status >= 500 && response.status !== 501)
          serverErrors.push(`${response.status} ${request.method} ${request.path.slice(0, 100)}`);
      }
      expect(serverErrors.slice(0, 5)).toEqual([]);
      expect(new Set(await rowNames())).toEqual(filesOnDisk());
    },
    120_000,
  );
});
