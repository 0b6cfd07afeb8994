/**
 * The one-click unsubscribe (RFC 8058; supabase/functions/_shared/mail/unsubscribe-headers.ts):
 * a POST to /unsubscribe?token=… withdraws newsletter consent. Mail providers post it without
 * cookies or an Origin header, which Astro's cross-site form check would refuse, so this route
 * answers before Astro; the token is the only authority, checked by the database
 * (public.unsubscribe_newsletter). A GET is the static confirm page and changes nothing.
 *
 * The mail provider's POST (its body `List-Unsubscribe=One-Click`) is answered 200, or 404 for a
 * token no one holds: providers expect a 2xx, and a redirect is for a person. The confirm page's
 * own button (no such body) is answered 303 to the page that says it is done.
 *
 * The Arabic mails link to /ar/unsubscribe: the same route, answered the same way, its redirects
 * leading to the Arabic pages.
 */
import type http from 'node:http';
import { UNSUBSCRIBE_PATH } from '../../supabase/functions/_shared/domain/site-paths.ts';
import { stderrLogger as log } from '../../supabase/local/server/log.ts';
import { localeOfPath, localizedPath, unlocalizedPath } from '../lib/i18n/locales.ts';

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

/** Reads the body (a form's or the one-click marker); null for an oversized or broken one. */
function readBody(req: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

/**
 * Whether the body is RFC 8058's one-click marker, sent form-encoded
 * (`List-Unsubscribe=One-Click`) or as multipart/form-data (a part named List-Unsubscribe).
 */
export function isOneClickBody(body: string): boolean {
  return (
    /(^|&)List-Unsubscribe=One-Click(&|$)/.test(body.trim()) ||
    /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body)
  );
}

function answerProvider(res: http.ServerResponse, done: boolean): void {
  res.writeHead(done ? 200 : 404, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(done ? 'Unsubscribed.' : 'This unsubscribe link is not known.');
}

/** Answers POST /unsubscribe; returns false for any other request, which goes on to Astro. */
export function createUnsubscribeRoute(unsubscribe: Unsubscribe) {
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (req.method !== 'POST') return false;
    const url = new URL(req.url ?? '/', 'http://site.internal');
    const path = url.pathname.replace(/\/+$/, '');
    if (unlocalizedPath(path) !== UNSUBSCRIBE_PATH) return false;
    const locale = localeOfPath(path);
    void (async () => {
      const body = await readBody(req);
      if (body === null) {
        res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
        res.end('The request is too large for an unsubscribe.');
        return;
      }
      const token = url.searchParams.get('token') ?? '';
      try {
        const done = await unsubscribe(token);
        if (isOneClickBody(body)) answerProvider(res, done);
        else redirect(res, localizedPath(done ? UNSUBSCRIBED_PATH : INVALID_LINK_PATH, locale));
      } catch (error) {
        log('error', 'Unsubscribe failed', error);
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' });
        res.end('We could not unsubscribe you just now. Please try the link again in a minute.');
      }
    })();
    return true;
  };
}
