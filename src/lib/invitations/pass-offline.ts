// The pass page's service worker is built under /_astro/ (the one place the site's policy lets
// scripts and workers come from) but serves /pass/: the server says so in its answer with
// Service-Worker-Allowed, which the browser needs for a scope above the worker's own folder.
export const PASS_WORKER_SCOPE = '/pass/';

/** The built worker's file: /_astro/pass-offline-worker-<hash>.js (Vite's worker naming). */
export function isPassWorkerAsset(pathname: string): boolean {
  return /^\/_astro\/pass-offline-worker[-.][\w-]+\.js$/.test(pathname);
}
