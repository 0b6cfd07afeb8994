// One access line per request (supabase/local/server/access-log.ts): the pattern the route rule
// gives, the status, the body bytes that went out (after compression) and the request's id.
import compression from 'compression';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessLogger } from '../../../supabase/local/server/access-log.ts';
import { currentRequestId, withRequestId } from '../../../supabase/local/server/request-id.ts';

const lines: { message: string; requestId: string | undefined; detail: unknown }[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  const logAccess = accessLogger({
    log: (_level, message, detail) =>
      lines.push({ message, requestId: currentRequestId(), detail }),
    route: (url) => (url.startsWith('/pass/') ? '/pass/[token]' : 'other'),
  });
  const compress = compression({ threshold: 0 }) as unknown as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    next: () => void,
  ) => void;
  server = http.createServer((req, res) =>
    withRequestId(req, res, () => {
      logAccess(req, res);
      compress(req, res, () => {
        res.writeHead(req.url?.startsWith('/pass/') ? 200 : 404, { 'content-type': 'text/plain' });
        res.write('سارة '.repeat(200));
        res.end('🎉');
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function lineFor(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, init);
  const body = new Uint8Array(await response.arrayBuffer());
  await expect.poll(() => lines.length).toBeGreaterThan(0);
  const line = lines.shift();
  return { response, body, line };
}

it('logs the pattern, status and bytes sent, never the path', async () => {
  const plain = await lineFor('/pass/q5V0xJm2Lw8?email=sara%40example.org', {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(plain.line?.message).toBe('request');
  expect(plain.line?.detail).toMatchObject({
    method: 'GET',
    route: '/pass/[token]',
    status: 200,
    bytes: plain.body.byteLength,
  });
  expect(plain.line?.requestId).toBe(plain.response.headers.get('x-request-id'));
  expect(JSON.stringify(plain.line)).not.toMatch(/q5V0|sara/);

  const gzipped = await lineFor('/nothing', { headers: { 'accept-encoding': 'gzip' } });
  const sent = Number(gzipped.response.headers.get('content-length') ?? NaN);
  const detail = gzipped.line?.detail as { status: number; bytes: number; durationMs: number };
  expect(detail.status).toBe(404);
  // Compressed: fewer bytes than the 2,004-byte text (fetch hands back the inflated body).
  expect(detail.bytes).toBeLessThan(500);
  if (Number.isFinite(sent)) expect(detail.bytes).toBe(sent);
  expect(detail.durationMs).toBeGreaterThanOrEqual(0);
});
