/**
 * The pass page's offline copy (docs/behaviour/event-guests.md#the-pass): a service worker for
 * /pass/ that keeps the last answer of each pass it has seen and gives it back when the network is
 * gone (at the door, in a basement hall). Online, the network always answers first, so a decline
 * or a check-in shows at once; a pass the server no longer knows (404) or staff revoked (410) is
 * dropped from the copy.
 * Built by Vite as its own file under /_astro/ (the page's `?worker&url` import), which is where
 * the site's policy lets scripts and workers come from; the server allows it the /pass/ scope
 * (src/lib/invitations/pass-offline.ts).
 */

import type { ServiceWorkerScope } from '../offline/service-worker-scope.ts';

const worker = self as unknown as ServiceWorkerScope;
const CACHE = 'passes-v1';
const SCOPE = '/pass/';

function isPass(url: URL): boolean {
  return url.origin === location.origin && url.pathname.startsWith(SCOPE);
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

// The page that registered this worker loaded before it existed: keep a copy of it now.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await worker.clients.claim();
      const cache = await caches.open(CACHE);
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.all(
        windows
          .map((client) => new URL(client.url))
          .filter(isPass)
          .map((url) => cache.add(url.pathname).catch(() => undefined)),
      );
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || request.mode !== 'navigate' || !isPass(url)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put(url.pathname, response.clone());
        else if (response.status === 404 || response.status === 410)
          await cache.delete(url.pathname);
        return response;
      } catch (offline) {
        const kept = await cache.match(url.pathname);
        if (kept) return kept;
        throw offline;
      }
    })(),
  );
});
