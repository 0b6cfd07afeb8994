// The loopback port a server calls itself on (supabase/local/server/internal-listener.ts): a
// connection made before the HTTP server exists waits and is answered once it is handed over; the
// same server answers both listeners; the port stays open after the public listener has closed,
// and close() refuses new connections.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openInternalListener } from '../../../supabase/local/server/internal-listener.ts';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

function get(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('openInternalListener', () => {
  it('binds loopback, answers early connections once served, and outlives the public listener', async () => {
    // The public listener's host does not matter: the internal one is loopback only.
    const internal = await openInternalListener('0.0.0.0');
    expect(internal.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    // Asked before the server exists (the backend calls itself while the site is being built).
    const early = get(`${internal.url}/early%20path?q=%D8%B3`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const server = http.createServer((req, res) => res.end(`answered ${req.url}`));
    servers.push(server);
    internal.serve(server);
    expect(await early).toBe('answered /early%20path?q=%D8%B3');

    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const publicUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    expect(await get(`${publicUrl}/public`)).toBe('answered /public');

    // A stop: the public listener closes first; the server still answers itself.
    server.close();
    expect(await refused(publicUrl)).toBe(true);
    expect(await get(`${internal.url}/during-drain`)).toBe('answered /during-drain');

    internal.close();
    expect(await refused(internal.url)).toBe(true);
  });
});
