/**
 * The one-click unsubscribe (RFC 8058; supabase/functions/_shared/mail/unsubscribe-headers.ts):
 * a POST to /unsubscribe?token=… withdraws newsletter consent. Mail providers post it without
 * cookies or an Origin header, which Astro's cross-site form check would refuse, so this route
 * answers before Astro; the token is the only authority, checked by the database
 * (public.unsubscribe_newsletter). A GET is the static confirm page and changes nothing.
 */
import type http from 'node:http';
import { UNSUBSCRIBE_PATH } from '../../supabase/functions/_shared/domain/site-paths.ts';

/** Withdraws consent for a token: true when the token is known, false when it is not. */
export type Unsubscribe = (token: string) => Promise<boolean>;

/** The pages the visitor lands on after the POST (src/pages/unsubscribed.astro and its twin). */
export const UNSUBSCRIBED_PATH = '/unsubscribed';
export const INVALID_LINK_PATH = '/unsubscribe-link-invalid';

/** A one-click body is `List-Unsubscribe=One-Click`; anything much larger is not one. */
const BODY_LIMIT_BYTES = 4096;

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** Reads and discards the body (a form's or the one-click marker), refusing an oversized one. */
function drainBody(req: http.IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        resolve(false);
        req.destroy();
      }
    });
    req.on('end', () => resolve(true));
    req.on('error', () => resolve(false));
  });
}

/** Answers POST /unsubscribe; returns false for any other request, which goes on to Astro. */
export function createUnsubscribeRoute(unsubscribe: Unsubscribe) {
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (req.method !== 'POST') return false;
    const url = new URL(req.url ?? '/', 'http://site.internal');
    if (url.pathname.replace(/\/+$/, '') !== UNSUBSCRIBE_PATH) return false;
    void (async () => {
      if (!(await drainBody(req))) {
        res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
        res.end('The request is too large for an unsubscribe.');
        return;
      }
      const token = url.searchParams.get('token') ?? '';
      try {
        redirect(res, (await unsubscribe(token)) ? UNSUBSCRIBED_PATH : INVALID_LINK_PATH);
      } catch (error) {
        console.error('Unsubscribe failed', error);
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' });
        res.end('We could not unsubscribe you just now. Please try the link again in a minute.');
      }
    })();
    return true;
  };
}
