// One JSON line per request through the structured logger (ACCESS_LOG=0 turns it off): method,
// route pattern, status, time taken and body bytes sent, under the request's id. The route is a
// pattern, never the path or query, which can carry a token or an address (/pass/<token>,
// /unsubscribe?token=…, a REST filter on an e-mail).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { methodLabel } from '../metrics/route-pattern.ts';
import type { Logger } from './log.ts';
import { currentRequestId, withId } from './request-id.ts';

export const ACCESS_LOG_MESSAGE = 'request';

export interface AccessLogOptions {
  log: Logger;
  /** The route pattern of a request's URL (path and query as the client sent them). */
  route(url: string): string;
}

type Chunk = string | Uint8Array;

function byteLength(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string') {
    return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as never) : 'utf8');
  }
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

/** Follows one request to its end; call it first, before anything writes to `res`. */
export function accessLogger(options: AccessLogOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    // Read now: a handler may rewrite req.url on its way.
    const route = options.route(req.url ?? '/');
    const method = methodLabel(req.method);
    const requestId = currentRequestId();
    // What went out after compression: anything wrapping write/end later calls these.
    let bytes = 0;
    const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: Chunk, ...rest: unknown[]) => {
      bytes += byteLength(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      if (typeof args[0] !== 'function') bytes += byteLength(args[0], args[1]);
      return end(...args);
    }) as ServerResponse['end'];
    res.once('close', () => {
      const entry = {
        method,
        route,
        status: res.statusCode,
        // The client left before the answer was complete.
        ...(res.writableFinished ? {} : { aborted: true }),
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        bytes,
      };
      const write = () => options.log('info', ACCESS_LOG_MESSAGE, entry);
      if (requestId) withId(requestId, write);
      else write();
    });
  };
}
