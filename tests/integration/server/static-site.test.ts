// The static handler against real files: the encoding the browser accepts, caching headers, the
// page's own Content-Security-Policy joined to the site-wide one, and fall-through for the rest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../src/server/static/precompress-integration.ts';
import { createStaticSite, pageKey } from '../../../src/server/static/static-site.ts';

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
    if (site(req, res, req.headers['x-forwarded-proto'] === 'https')) return;
    res.statusCode = 299;
    res.end('fell through');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
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
