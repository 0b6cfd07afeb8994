// The local mail page: GET /_mail (HTML list), /_mail/<id> (one message), /_mail.json (the
// list as JSON, for tests and tools). A development tool: it shows every message in the outbox,
// so it is served only when the backend's public URL is a loopback address, unless
// SUPABASE_MAIL_PAGE=on says otherwise (and SUPABASE_MAIL_PAGE=off always turns it off).
import type { BackendContext, Service } from '../server/context.ts';
import { json } from '../server/http.ts';
import { findOutboxMessage, linksIn, listOutbox } from './outbox.ts';
import { renderMailList, renderMailMessage } from './render.ts';

const BASE = '/_mail';
const LIST_LIMIT = 500;
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether the mail page may be served for this configuration. */
export function mailPageEnabled(publicUrl: string, setting: string | undefined): boolean {
  if (setting === 'off') return false;
  if (setting === 'on') return true;
  const host = new URL(publicUrl).hostname;
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost');
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

function notFound(message: string): Response {
  return json(404, { code: 'not_found', message, details: null, hint: null });
}

export function createMailPage(ctx: BackendContext): Service {
  return {
    async handle(request) {
      if (!mailPageEnabled(ctx.config.publicUrl, process.env['SUPABASE_MAIL_PAGE'])) {
        return notFound(
          'The mail page is only served for a local backend (set SUPABASE_MAIL_PAGE=on to force it)',
        );
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
      const id = path.startsWith(`${BASE}/`) ? decodeURIComponent(path.slice(BASE.length + 1)) : '';
      const message = id ? await findOutboxMessage(ctx.db, id) : undefined;
      if (!message) return notFound(`No message ${id} in the outbox`);
      return new Response(renderMailMessage(message, BASE), { headers: PAGE_HEADERS });
    },
  };
}
