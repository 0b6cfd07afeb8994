// A body declared larger than the limit is refused with the same 413 the services give, written
// at once and without reading the upload: a flood of such bodies costs the server a header check
// and one write each, and the connection is closed after the answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BODY_ERRORS,
  HttpError,
  errorResponse,
  withCors,
} from '../../../supabase/local/server/http.ts';
import {
  refuseDeclaredOversize,
  toWebRequest,
} from '../../../supabase/local/server/node-adapter.ts';

const LIMIT = 32 * 1024;
const FLOOD = 19 * 1024 * 1024;
let server: http.Server;
let port: number;
const bytesRead: number[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseDeclaredOversize(req, res, LIMIT)) return;
    res.end('not refused');
  });
  server.on('connection', (socket) => socket.on('close', () => bytesRead.push(socket.bytesRead)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Declares `size` bytes and writes them as fast as the socket takes them, as a flood does. */
function upload(size: number, method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: '/rest/v1/membership_requests',
        headers: { 'content-type': 'application/json', 'content-length': String(size) },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    // The refusal may close the connection while the upload is still being written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const pump = () => {
      while (sent < size && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

describe('refuseDeclaredOversize', () => {
  it('answers a 19 MB declared body with the 413 the services give, CORS headers included', async () => {
    const answer = await upload(FLOOD);
    const { status, code, message } = BODY_ERRORS.tooLarge;
    const expected = withCors(
      errorResponse(
        new HttpError(status, {
          code,
          message: `${message}: the limit is ${LIMIT} bytes`,
          details: null,
          hint: null,
        }),
      ),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(await expected.json());
    expected.headers.forEach((value, name) => expect(answer.headers[name], name).toBe(value));
    expect(answer.headers['connection']).toBe('close');
  });

  it('gives the same answer toWebRequest refuses with', () => {
    const req = Object.assign(new http.IncomingMessage(null as never), {
      method: 'POST',
      url: '/rest/v1/t',
      headers: { 'content-length': String(FLOOD) },
      socket: { remoteAddress: '127.0.0.1' },
    });
    expect(() => toWebRequest(req, 'http://localhost', LIMIT)).toThrow(
      `Payload too large: the limit is ${LIMIT} bytes`,
    );
  });

  it('reads next to nothing of the refused upload and closes the connection', async () => {
    bytesRead.length = 0;
    for (let i = 0; i < 3; i += 1) expect((await upload(FLOOD)).status).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bytesRead).toHaveLength(3);
    // What arrived with the headers, at most: never the 19 MB.
    for (const bytes of bytesRead) expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it.each([
    ['a body within the limit', LIMIT, 'POST'],
    ['a GET, whatever length it declares', 1024 * 1024, 'GET'],
  ])('leaves %s alone', async (_label, size, method) => {
    const answer = await upload(size, method);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('not refused');
  });
});
