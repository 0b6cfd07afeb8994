import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** What the server needs of an embedded backend (supabase/local/index.ts). */
export interface ServedBackend {
  observeRequest(req: IncomingMessage, res: ServerResponse): void;
  handleNode(req: IncomingMessage, res: ServerResponse): boolean;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
}

/**
 * An HTTP server in front of whichever backend `current()` returns: 503 while there is none (still
 * starting, or between two in the test harness's reused process), 404 for what it does not serve.
 */
export function backendHttpServer(current: () => ServedBackend | undefined): http.Server {
  const server = http.createServer((req, res) => {
    const backend = current();
    backend?.observeRequest(req, res);
    if (backend?.handleNode(req, res)) return;
    res.writeHead(backend ? 404 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: backend ? 'Not found' : 'The backend is starting' }));
  });
  server.on('upgrade', (req, socket, head) => {
    if (!current()?.handleUpgrade(req, socket, head)) socket.destroy();
  });
  return server;
}
