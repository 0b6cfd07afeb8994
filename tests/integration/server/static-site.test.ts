// The static handler against real files: the encoding the browser accepts, caching headers, the
// page's own Content-Security-Policy joined to the site-wide one, and fall-through for the rest.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../src/server/static/precompress-integration.ts';
import { IN_MEMORY_BYTES } from '../../../src/server/static/built-files.ts';
import { createStaticSite, pageKey } from '../../../src/server/static/static-site.ts';

/** Names people give files, served under their percent-encoded URL. */
const NAMES = ['minutes 2026 [final].txt', 'محضر الاجتماع.txt', 'menu 🍽️.txt', 'growth 100%.txt'];
const large = Buffer.from(Array.from({ length: IN_MEMORY_BYTES + 10_050 }, (_, i) => i % 251));
const page = `<!doctype html><html><body>${'<p>Majlis</p>'.repeat(200)}</body></html>`;
let root: string;
let base: string;
let server: http.Server;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  const client = path.join(root, 'client');
  mkdirSync(path.join(client, '_astro'), { recursive: true });
  writeFileSync(path.join(client, 'index.html'), page);
  writeFileSync(path.join(client, 'contact.html'), page.replace('Majlis', 'Contact'));
  writeFileSync(path.join(client, '_astro', 'app.Ab12.js'), 'export const x = 1;\n'.repeat(100));
  writeFileSync(path.join(client, 'logo.png'), Buffer.alloc(2048, 1));
  writeFileSync(path.join(client, 'removed-after-start.txt'), 'read once at start\n');
  // Past the in-memory size: read from disk per request.
  writeFileSync(path.join(client, 'large.bin'), large);
  for (const name of NAMES) writeFileSync(path.join(client, name), `file ${name}\n`);
  writeFileSync(
    path.join(root, '_headers.json'),
    JSON.stringify([
      {
        pathname: '/contact',
        headers: [{ key: 'Content-Security-Policy', value: "script-src 'self';" }],
      },
    ]),
  );
  await precompressDirectory(client);
  const site = createStaticSite({
    clientDir: client,
    headersFile: path.join(root, '_headers.json'),
    base: {
      plain: { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' },
      secure: {
        'Content-Security-Policy': "frame-ancestors 'none'",
        'Strict-Transport-Security': 'max-age=1',
      },
    },
  });
  server = http.createServer((req, res) => {
    const origin = req.headers['x-origin'] as string | undefined;
    if (site(req, res, req.headers['x-forwarded-proto'] === 'https', origin)) return;
    res.statusCode = 299;
    res.end('fell through');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Everything is read at start: what happens to the folder afterwards changes nothing.
  unlinkSync(path.join(client, 'removed-after-start.txt'));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

/** fetch() decodes bodies itself, so raw requests show what was sent. */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: body.length, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static site', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])('answers Accept-Encoding %j with %s', async (accept, encoding) => {
    const response = await get('/', { 'Accept-Encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toBe('Accept-Encoding');
    if (encoding) expect(response.bytes).toBeLessThan(page.length / 5);
    else expect(response.bytes).toBe(page.length);
  });

  it("revalidates pages by ETag and answers 304 with the page's own headers", async () => {
    const first = await get('/contact');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/contact', { 'If-None-Match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.headers['x-frame-options']).toBe('DENY');
    // The browser swaps the cached copy's headers for these: the page's script hashes must stay.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('sends a 304 the validators, Vary and Cache-Control its 200 would carry', async () => {
    const asset = '/_astro/app.Ab12.js';
    const first = await get(asset, { 'Accept-Encoding': 'br' });
    const again = await get(asset, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers['etag']),
    });
    expect(again.status).toBe(304);
    expect(again.bytes).toBe(0);
    // A cache that revalidated must keep its copy immutable and keyed by encoding (RFC 9110 §15.4.5).
    for (const name of ['etag', 'vary', 'cache-control', 'last-modified'])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it("gives a page's 200 exactly the headers it had, in full", async () => {
    const response = await get('/contact', {
      'Accept-Encoding': 'gzip',
      'X-Forwarded-Proto': 'https',
    });
    const { date: _date, connection: _c, 'keep-alive': _k, ...headers } = response.headers;
    expect(Object.keys(headers).sort()).toEqual([
      'cache-control',
      'content-encoding',
      'content-length',
      'content-security-policy',
      'content-type',
      'etag',
      'last-modified',
      'strict-transport-security',
      'vary',
    ]);
    expect(headers['content-type']).toBe('text/html;charset=utf-8');
    expect(headers['content-length']).toBe(String(response.bytes));
    expect(headers['etag']).toMatch(/^W\/"\d+-\d+"$/);
  });

  it('answers from the bytes it read at start', async () => {
    const response = await get('/removed-after-start.txt');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('read once at start\n');
  });

  it('streams a file past the in-memory size from disk, whole and by range', async () => {
    const whole = await get('/large.bin');
    expect(whole.headers['content-length']).toBe(String(large.length));
    expect(whole.body.equals(large)).toBe(true);
    const tail = await get('/large.bin', { Range: `bytes=${IN_MEMORY_BYTES}-` });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(large.subarray(IN_MEMORY_BYTES))).toBe(true);
  });

  it.each(NAMES)('serves %s under its percent-encoded URL, byte for byte', async (name) => {
    const response = await get(`/${encodeURIComponent(name)}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.body.equals(readFileSync(path.join(root, 'client', name)))).toBe(true);
  });

  it.each([
    ['bytes=10-99', 206, 'bytes 10-99/', 90],
    ['bytes=100-', 206, 'bytes 100-', undefined],
    ['bytes=999999-', 416, 'bytes */', 0],
  ] as const)('answers Range %s with %i', async (range, status, contentRange, length) => {
    const whole = await get('/');
    const response = await get('/', { Range: range });
    expect(response.status).toBe(status);
    expect(String(response.headers['content-range'])).toContain(contentRange);
    if (length !== undefined) expect(response.bytes).toBe(length);
    if (status === 206) {
      const start = Number(/bytes=(\d+)/.exec(range)![1]);
      expect(response.body.equals(whole.body.subarray(start, start + response.bytes))).toBe(true);
    }
  });

  it("narrows script sources to the origin's build folder, in 200 and 304 alike", async () => {
    const origin = 'https://majlis.example';
    const first = await get('/contact', { 'X-Origin': origin });
    const expected = `script-src ${origin}/_astro/; frame-ancestors 'none'`;
    expect(first.headers['content-security-policy']).toBe(expected);
    const again = await get('/contact', {
      'X-Origin': origin,
      'If-None-Match': String(first.headers['etag']),
    });
    expect(again.headers['content-security-policy']).toBe(expected);
    const elsewhere = await get('/contact', { 'X-Origin': 'http://localhost:4321' });
    expect(elsewhere.headers['content-security-policy']).toContain('http://localhost:4321/_astro/');
  });

  it("joins the page's Content-Security-Policy to the site-wide one", async () => {
    const response = await get('/contact');
    expect(response.headers['content-security-policy']).toBe(
      "script-src 'self'; frame-ancestors 'none'",
    );
    const home = await get('/');
    expect(home.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  it('marks hashed assets immutable and leaves images uncompressed', async () => {
    const asset = await get('/_astro/app.Ab12.js', { 'Accept-Encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    const image = await get('/logo.png', { 'Accept-Encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('sends HTTPS-only headers only over HTTPS', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const secure = await get('/', { 'X-Forwarded-Proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=1');
  });

  it.each([
    ['an unknown path', '/nope', 'GET'],
    ['a path escaping the folder', '/../_headers.json', 'GET'],
    ['a POST to a page', '/contact', 'POST'],
  ])('leaves %s to the next handler', async (_label, url, method) => {
    expect((await get(url, {}, method)).status).toBe(299);
  });
});

describe('pageKey', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/contact', '/contact'],
    ['/contact.html', '/contact'],
    ['/contact/', '/contact'],
    ['/events/leap-dinner', '/events/leap-dinner'],
  ])('%s names page %s', (pathname, key) => expect(pageKey(pathname)).toBe(key));
});
