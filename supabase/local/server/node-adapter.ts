// Converts between Node's http objects and Web-standard Request/Response, so every service is a
// plain `handle(request)` function. The request body is streamed with a hard size limit.
import { environment } from '../environment.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from './client-address.ts';
import { BODY_ERRORS, HttpError, corsHeaders, defaultErrorBody } from './http.ts';
import { FORWARDED_PROTO, requestScheme } from './request-scheme.ts';

function tooLarge(maxBytes: number): HttpError {
  const { status, code, message } = BODY_ERRORS.tooLarge;
  return new HttpError(
    status,
    defaultErrorBody(status, code, `${message}: the limit is ${maxBytes} bytes`),
  );
}

/**
 * A body stream over the request that errors with a 413 HttpError once more than maxBytes have
 * arrived. It then stops reading (the socket is left alone, so the 413 can still be sent; the
 * server closes the connection after it) instead of buffering the rest.
 */
function limitedBody(req: IncomingMessage, maxBytes: number): ReadableStream<Uint8Array> {
  let received = 0;
  let finished = false;
  const detach = () => {
    finished = true;
    req.removeAllListeners('data');
    req.pause();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (finished) return;
        received += chunk.byteLength;
        if (received > maxBytes) {
          detach();
          controller.error(tooLarge(maxBytes));
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.once('end', () => {
        if (finished) return;
        finished = true;
        controller.close();
      });
      req.once('error', (error) => {
        if (finished) return;
        finished = true;
        controller.error(error);
      });
    },
    pull() {
      if (!finished) req.resume();
    },
    cancel() {
      detach();
    },
  });
}

/** The 413 for each body limit, as headers and bytes: what errorResponse and withCors would give. */
const refusals = new Map<number, { headers: Record<string, string>; body: Buffer }>();

function refusal(maxBytes: number): { headers: Record<string, string>; body: Buffer } {
  let prepared = refusals.get(maxBytes);
  if (!prepared) {
    const error = tooLarge(maxBytes);
    const body = Buffer.from(JSON.stringify(error.body));
    prepared = {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...corsHeaders(),
        'content-length': String(body.length),
        connection: 'close',
      },
      body,
    };
    refusals.set(maxBytes, prepared);
  }
  return prepared;
}

/**
 * Answers 413 at once to a request whose declared Content-Length is over maxBytes, and returns
 * true; otherwise false. Nothing of the body is read or parsed and no Web Request is built: a
 * client flooding large bodies costs a header check and one write each (tests/bench/body.ts).
 * The connection is closed once the answer is written, which drops the rest of the upload.
 */
export function refuseDeclaredOversize(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
): boolean {
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return false;
  if (!(Number(req.headers['content-length'] ?? '0') > maxBytes)) return false;
  const { headers, body } = refusal(maxBytes);
  // Not a byte more: Node would otherwise read (and discard) what arrives until the socket closes.
  req.socket.pause();
  res.writeHead(413, headers);
  res.end(body);
  return true;
}

/**
 * Builds a Request. Throws a 413 HttpError up front when Content-Length is over the limit.
 * `trustProxy` is read when the caller is created, not when this module loads: the test harness
 * starts backends with different settings in one process.
 */
export function toWebRequest(
  req: IncomingMessage,
  origin: string,
  maxBytes: number,
  trustProxy = environment().TRUST_PROXY,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  // Set by this server only: the per-client throttle in SQL must not trust what a client says.
  headers.delete('x-real-ip');
  const address = clientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trustProxy,
  );
  if (address) headers.set('x-real-ip', address);
  // Likewise the scheme: a cookie is Secure only over HTTPS the server can vouch for.
  headers.set(FORWARDED_PROTO, requestScheme(req, trustProxy));
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  if (hasBody && Number(req.headers['content-length'] ?? '0') > maxBytes) throw tooLarge(maxBytes);
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (hasBody) {
    init.body = limitedBody(req, maxBytes);
    init.duplex = 'half';
  }
  return new Request(new URL(req.url ?? '/', origin), init);
}

/** Writes a Response to Node's ServerResponse, streaming the body (none for HEAD). */
export async function sendWebResponse(
  response: Response,
  res: ServerResponse,
  method: string,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        // The client went away: stop producing the body.
        await reader.cancel().catch(() => undefined);
        return;
      }
      if (!res.write(value)) {
        await new Promise((resolve) => {
          res.once('drain', resolve);
          res.once('close', resolve);
        });
      }
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
