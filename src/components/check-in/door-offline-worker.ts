/**
 * The door screen offline (docs/behaviour/door-check-in.md#offline): a service worker for
 * /crm/check-in/ that keeps each door screen opened on this phone, and the build's files it loads,
 * so a reload in a basement with no signal shows the screen again, with the guest list the screen
 * keeps and its queue of check-ins. Online the network answers a door screen first (a sign-out or
 * a removed event shows at once) and the answer replaces the kept copy; an answer that is not the
 * screen (a redirect to sign in, 403, 404) drops it. Built by Vite as its own file under /_astro/;
 * the server allows it the /crm/check-in/ scope (src/lib/check-in/door-offline.ts).
 */
import type { ServiceWorkerScope } from '../offline/service-worker-scope.ts';
import { DOOR_CACHE, isDoorOfflineAsset, isDoorScreen } from '~/lib/check-in/door-offline.ts';

const worker = self as unknown as ServiceWorkerScope;
const origin = location.origin;

/** Keeps copies of files a door screen loaded before this worker could see them. */
async function keep(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(DOOR_CACHE);
  await Promise.all(
    urls
      .map((url) => new URL(url, origin))
      .filter((url) => isDoorOfflineAsset(url, origin))
      .map(async (url) => {
        if (!(await cache.match(url.pathname)))
          await cache.add(url.pathname).catch(() => undefined);
      }),
  );
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

// The screen that registered this worker loaded before it existed: keep a copy of it now.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await worker.clients.claim();
      const cache = await caches.open(DOOR_CACHE);
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.all(
        windows
          .map((client) => new URL(client.url))
          .filter((url) => isDoorScreen(url, origin))
          .map((url) => cache.add(url.pathname).catch(() => undefined)),
      );
    })(),
  );
});

// The screen names the files it loaded (its scripts, styles and fonts) as they load.
worker.addEventListener('message', (event) => {
  const data = event.data as { keep?: unknown } | null;
  if (data && Array.isArray(data.keep)) {
    event.waitUntil(keep(data.keep.filter((url): url is string => typeof url === 'string')));
  }
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && isDoorScreen(url, origin)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(DOOR_CACHE);
        try {
          const response = await fetch(request);
          if (response.ok && !response.redirected) await cache.put(url.pathname, response.clone());
          else await cache.delete(url.pathname);
          return response;
        } catch (offline) {
          const kept = await cache.match(url.pathname);
          if (kept) return kept;
          throw offline;
        }
      })(),
    );
    return;
  }
  if (isDoorOfflineAsset(url, origin)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(DOOR_CACHE);
        const kept = await cache.match(url.pathname);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) await cache.put(url.pathname, response.clone());
        return response;
      })(),
    );
  }
});
