// The local mail page: GET /_mail (HTML list), /_mail/<id> (one message), /_mail.json (the
// list as JSON, for tests and tools). It shows every message in the outbox, sign-in and reset
// links included, so it exists only while mail goes to the outbox (no RESEND_API_KEY or SMTP_HOST, and not
// turned off with SUPABASE_MAIL_PAGE=off), and it opens only with the install's key (page-key.ts):
// every request without it gets the same 404 as a page that does not exist.
import { environment, type Environment } from '../environment.ts';
import type { BackendContext, Service } from '../server/context.ts';
import { json } from '../server/http.ts';
import { isSecureRequest } from '../server/request-scheme.ts';
import { findOutboxMessage, linksIn, listOutbox } from './outbox.ts';
import {
  loadOrCreateMailPageKey,
  mailPageCookie,
  mailPageKeyMatches,
  presentedMailPageKey,
} from './page-key.ts';
import { renderMailList, renderMailMessage } from './render.ts';

const BASE = '/_mail';
const LIST_LIMIT = 500;

/** Whether this configuration has a mail page at all. */
export function mailPageEnabled(
  env: Pick<Environment, 'SUPABASE_MAIL_PAGE' | 'RESEND_API_KEY' | 'SMTP_HOST'>,
): boolean {
  return env.SUPABASE_MAIL_PAGE !== 'off' && !env.RESEND_API_KEY && !env.SMTP_HOST;
}

/** The link the server prints: following it once opens the page in that browser. */
export function mailPageLink(publicUrl: string, key: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${BASE}?key=${encodeURIComponent(key)}`;
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // Inline styles only; the message HTML stays in a sandboxed frame.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function notFound(message = 'Not found'): Response {
  return json(404, { code: 'not_found', message, details: null, hint: null });
}

/** The id in /_mail/<id>; malformed percent-encoding names no message. */
function messageId(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return '';
  }
}

export interface MailPage extends Service {
  /** The printed link, or null when this configuration has no mail page. */
  link: string | null;
}

export function createMailPage(ctx: BackendContext): MailPage {
  const env = environment();
  const enabled = mailPageEnabled(env);
  const key = enabled
    ? loadOrCreateMailPageKey(ctx.config.dataDir, env.SUPABASE_MAIL_PAGE_KEY)
    : null;
  return {
    link: key ? mailPageLink(ctx.config.publicUrl, key) : null,
    async handle(request) {
      const presented = presentedMailPageKey(request);
      if (!key || !mailPageKeyMatches(presented.key, key)) return notFound();
      const url = new URL(request.url);
      const browsing = (request.headers.get('accept') ?? '').includes('text/html');
      if (presented.inQuery && browsing && url.pathname.replace(/\/+$/, '') === BASE) {
        // A browser following the printed link: keep the key out of the address bar and history;
        // a cookie carries it from now on. Tools (JSON) just send ?key= each time.
        return new Response(null, {
          status: 303,
          headers: {
            location: BASE,
            'set-cookie': mailPageCookie(key, isSecureRequest(request)),
            'cache-control': 'no-store',
            'referrer-policy': 'no-referrer',
          },
        });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return json(
          405,
          {
            code: 'method_not_allowed',
            message: 'The mail page is read-only',
            details: null,
            hint: null,
          },
          { allow: 'GET, HEAD' },
        );
      }
      const path = new URL(request.url).pathname.replace(/\/+$/, '');
      if (path === `${BASE}.json`) {
        const messages = await listOutbox(ctx.db, LIST_LIMIT);
        return json(
          200,
          messages.map((message) => ({ ...message, links: linksIn(message.text) })),
          { 'cache-control': 'no-store' },
        );
      }
      if (path === BASE) {
        return new Response(renderMailList(await listOutbox(ctx.db, LIST_LIMIT), BASE), {
          headers: PAGE_HEADERS,
        });
      }
      const attachment = /^\/_mail\/([^/]+)\/attachments\/(\d{1,3})$/.exec(path);
      if (attachment) return serveAttachment(ctx, messageId(attachment[1]!), Number(attachment[2]));
      const id = path.startsWith(`${BASE}/`) ? messageId(path.slice(BASE.length + 1)) : '';
      const message = id ? await findOutboxMessage(ctx.db, id) : undefined;
      if (!message) return notFound(`No message ${id} in the outbox`);
      return new Response(renderMailMessage(message, BASE), { headers: PAGE_HEADERS });
    },
  };
}

/** One attachment as its own file: an invitation's .ics opens in a calendar app. */
async function serveAttachment(ctx: BackendContext, id: string, index: number): Promise<Response> {
  const file = (await findOutboxMessage(ctx.db, id))?.attachments?.[index];
  if (!file) return notFound(`No attachment ${index} on message ${id}`);
  return new Response(file.content, {
    headers: {
      'content-type': file.content_type,
      // The name is ASCII-safe in filename= and exact (UTF-8) in filename*= (RFC 6266).
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
