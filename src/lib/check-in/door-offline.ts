// The door screen's service worker (src/components/check-in/door-offline-worker.ts) is built under
// /_astro/, the one place the site's policy lets scripts and workers come from, but serves the door
// screens: the server says so with Service-Worker-Allowed, as for the pass's worker
// (src/lib/invitations/pass-offline.ts). docs/behaviour/door-check-in.md#offline.
export const DOOR_WORKER_SCOPE = '/crm/check-in/';

/** The cache holding the door screens opened on this phone and the files they load. */
export const DOOR_CACHE = 'door-v1';

/** The built worker's file: /_astro/door-offline-worker-<hash>.js (Vite's worker naming). */
export function isDoorWorkerAsset(pathname: string): boolean {
  return /^\/_astro\/door-offline-worker[-.][\w-]+\.js$/.test(pathname);
}

/**
 * A file a door screen needs to start without a network: the build's scripts, styles and fonts
 * (named by their content, so a kept copy is never stale). Never the backend's answers: the
 * guest list is kept by the screen itself, and writes wait in its queue.
 */
export function isDoorOfflineAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/_astro/');
}

/** Whether a navigation is to a door screen (kept for a reload with no signal). */
export function isDoorScreen(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(DOOR_WORKER_SCOPE);
}
