import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { withRequestId } from './request-id.ts';

/** What the server needs of an embedded backend (supabase/local/index.ts). */
export interface ServedBackend {
  observeRequest(req: IncomingMessage, res: ServerResponse): void;
  handleNode(req: IncomingMessage, res: ServerResponse): boolean;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
}

/** The backend to serve with: one, none, or one still starting (requests wait for it). */
export type CurrentBackend = ServedBackend | undefined | Promise<ServedBackend | undefined>;

function serve(backend: ServedBackend | undefined, req: IncomingMessage, res: ServerResponse) {
  backend?.observeRequest(req, res);
  if (backend?.handleNode(req, res)) return;
  res.writeHead(backend ? 404 : 503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message: backend ? 'Not found' : 'The backend is not running' }));
}

/**
 * An HTTP server in front of whichever backend `current()` returns: requests wait while it starts
 * (a restarted server answers them late rather than with an error), 503 while there is none
 * (between two in the test harness's reused process), 404 for what it does not serve. With
 * `logAccess` (supabase/local/server/access-log.ts), every request is logged, waiting ones too.
 */
export function backendHttpServer(
  current: () => CurrentBackend,
  options: { logAccess?: (req: IncomingMessage, res: ServerResponse) => void } = {},
): http.Server {
  const server = http.createServer((req, res) =>
    withRequestId(req, res, () => {
      options.logAccess?.(req, res);
      const backend = current();
      if (backend instanceof Promise) void backend.then((started) => serve(started, req, res));
      else serve(backend, req, res);
    }),
  );
  server.on('upgrade', (req, socket, head) => {
    const upgrade = (backend: ServedBackend | undefined) => {
      if (!backend?.handleUpgrade(req, socket, head)) socket.destroy();
    };
    const backend = current();
    if (backend instanceof Promise) void backend.then(upgrade);
    else upgrade(backend);
  });
  return server;
}
