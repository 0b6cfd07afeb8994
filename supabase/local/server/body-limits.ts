// How large a request body may be, per route and caller, checked before anything is parsed (a
// 19 MB anonymous JSON array once froze every other request for seconds). The declared
// Content-Length is checked first; a body without one is counted as it streams in. Public form
// inserts are a few KB, JSON bodies stay under 1 MB, and file uploads are bounded by the bucket's
// own file_size_limit (Storage checks it before reading the body).
import type { IncomingMessage } from 'node:http';
import { environment } from '../environment.ts';

/**
 * An anonymous REST or RPC body. The largest row a public form can store (a join request: at most
 * about 5,600 characters over all its columns' checks) is about 20 KB even when every character
 * takes four bytes of UTF-8, so 32 KiB holds any real submission in any script.
 */
export const ANON_JSON_BODY_BYTES = 32 * 1024;
/** Any other JSON body (staff edits, function calls, auth). */
export const JSON_BODY_BYTES = 1024 * 1024;
/** Rows one anonymous insert may carry: every public form sends exactly one. */
export const ANON_MAX_INSERT_ROWS = 1;

/**
 * The cap in force: SUPABASE_ANON_MAX_INSERT_ROWS when set (a project whose public forms send
 * several rows, or a run of postgrest-js's suite, which inserts in bulk as anon: README.md,
 * "Security limits"), else ANON_MAX_INSERT_ROWS.
 */
export function anonMaxInsertRows(): number {
  return environment().SUPABASE_ANON_MAX_INSERT_ROWS ?? ANON_MAX_INSERT_ROWS;
}

/** The role a request claims, read without verifying (verification comes later, before any use). */
export function claimedRole(req: Pick<IncomingMessage, 'headers'>): string {
  const bearer = /^Bearer\s+(\S+)$/i.exec(String(req.headers['authorization'] ?? ''))?.[1];
  const token = bearer ?? String(req.headers['apikey'] ?? '');
  const payload = token.split('.')[1];
  if (!payload) return 'anon';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      role?: unknown;
    };
    return typeof claims.role === 'string' ? claims.role : 'anon';
  } catch {
    return 'anon';
  }
}

/** The body cap for this request: uploads by the server-wide (bucket-sized) cap, JSON by caller. */
export function bodyLimitFor(
  req: Pick<IncomingMessage, 'headers' | 'url'>,
  uploadLimit: number,
): number {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path.startsWith('/storage/v1/object')) return uploadLimit;
  const limit =
    path.startsWith('/rest/v1') && claimedRole(req) === 'anon'
      ? ANON_JSON_BODY_BYTES
      : JSON_BODY_BYTES;
  return Math.min(limit, uploadLimit);
}
