// createEmbeddedBackend mounted in a Node server next to a site handler, as src/server/start.ts
// does: the backend answers only its own prefixes; everything else falls through to the site.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../supabase/local/index.ts';

let server: http.Server;
let backend: EmbeddedBackend;
let origin: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-embedded-'));
  server = http.createServer((req, res) => {
    if (backend.handleNode(req, res)) return;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('site');
  });
  server.on('upgrade', (req, socket, head) => {
    if (!backend.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend = await createEmbeddedBackend({ publicUrl: origin, dataDir, log: () => undefined });
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await backend?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('createEmbeddedBackend', () => {
  it('reports its URL and keys', () => {
    expect(backend.config.url).toBe(origin);
    expect(backend.config.anonKey.split('.')).toHaveLength(3);
    expect(backend.config.serviceRoleKey).not.toBe(backend.config.anonKey);
  });

  it.each(['/', '/crm', '/rest/v1x', '/restful/v1/contacts', '/auth'])(
    'leaves %s to the site',
    async (target) => {
      const response = await fetch(`${origin}${target}`);
      expect(await response.text()).toBe('site');
    },
  );

  it('serves REST to supabase-js on the shared origin', async () => {
    const client = createClient(origin, backend.config.anonKey, {
      auth: { persistSession: false },
    });
    const { error, status } = await client.from('contact_messages').insert({
      name: 'Embedded',
      email: 'embedded@example.com',
      message: 'Hello from the same origin',
    });
    expect(error).toBeNull();
    expect(status).toBe(201);
  });

  it('answers CORS preflight on backend routes', async () => {
    const response = await fetch(`${origin}/rest/v1/contacts`, {
      method: 'OPTIONS',
      headers: { origin: 'http://elsewhere.example', 'access-control-request-method': 'PATCH' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
  });

  it('says clearly what it does not implement', async () => {
    const graphql = await fetch(`${origin}/graphql/v1`, {
      method: 'POST',
      headers: { apikey: backend.config.anonKey },
    });
    expect(graphql.status).toBe(501);
    expect(((await graphql.json()) as { message: string }).message).toMatch(/GraphQL/);
    const realtime = await fetch(`${origin}/realtime/v1/websocket`);
    expect(realtime.status).toBe(426);
  });
});
