// The production server keeps idle keep-alive connections longer than the clients and proxies in
// front of it do, so a client never reuses a connection at the moment the server closes it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  applyConnectionTimeouts,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
} from '../../../src/server/connection-timeouts.ts';

describe('connection timeouts', () => {
  it('outlasts a 60 s proxy idle timeout, with headersTimeout above keepAliveTimeout', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('tells clients how long an idle connection stays open, and keeps it open that long', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    applyConnectionTimeouts(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ keepAlive: string; socket: unknown }>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        http
          .get({ host: '127.0.0.1', port, agent }, (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ keepAlive: String(res.headers['keep-alive']), socket: res.socket }),
            );
          })
          .on('error', reject);
      });
    try {
      const first = await get();
      expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      // Past Node's default of 5 s the same connection still answers.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const second = await get();
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      server.closeAllConnections();
      server.close();
    }
  }, 15_000);
});
