import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle
 * time of most clients and proxies (load balancers commonly keep 60 s), so a client could reuse a
 * connection at the moment the server closed it and get ECONNRESET ("socket hang up"). The
 * server must be the side that waits longer.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Above the keep-alive timeout, as Node requires for a request arriving just before it ends. */
export const HEADERS_TIMEOUT_MS = 66_000;

export function applyConnectionTimeouts(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
