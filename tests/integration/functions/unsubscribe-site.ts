// The site's /unsubscribe route in miniature, for tests that click a mail's one-click link
// (src/server/unsubscribe-route.ts): the route first, everything else a 404 (Astro's part), and
// what a mail provider's one-click sends to it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUnsubscribeRoute } from '../../../src/server/unsubscribe-route.ts';
import { createUnsubscribeRpc } from '../../../src/server/unsubscribe-rpc.ts';
import type { TestBackend } from '../support/backend.ts';

export interface UnsubscribeSite {
  url: string;
  /** The link a mail's List-Unsubscribe header names, moved onto this site's origin. */
  linkOf(headers: Record<string, string>): string;
  close(): Promise<void>;
}

export async function startUnsubscribeSite(backend: TestBackend): Promise<UnsubscribeSite> {
  const route = createUnsubscribeRoute(
    createUnsubscribeRpc({
      supabaseUrl: backend.url,
      supabaseAnonKey: backend.anonKey,
      sameOrigin: false,
    }),
  );
  const site = http.createServer((req, res) => {
    if (route(req, res)) return;
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  return {
    url,
    linkOf(headers) {
      const header = headers['List-Unsubscribe'] ?? '';
      const link = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://invalid/');
      return `${url}${link.pathname}${link.search}`;
    },
    close: () => new Promise((resolve) => site.close(() => resolve())),
  };
}

/** What a mail provider's one-click sends: a form POST, no cookies, no Origin. */
export function oneClick(url: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
  });
}

/** Reads until `done` holds, every 50 ms, for up to `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
