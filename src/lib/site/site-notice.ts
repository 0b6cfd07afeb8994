/**
 * Where a page leaves a one-time notice for the next page it sends the visitor to (sessionStorage,
 * this tab only); the header's script shows it and removes it (src/lib/site/signed-in-script.ts).
 */
export const SITE_NOTICE_KEY = 'site-notice';
