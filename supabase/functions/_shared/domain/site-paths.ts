// Site routes that the functions write into mail and the site's server answers, written once.

/** The one-click unsubscribe link (mail/unsubscribe-headers.ts; src/server/unsubscribe-route.ts). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
