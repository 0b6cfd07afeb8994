// The local mail page shows every password-reset and sign-in link, so it opens only with a
// per-install secret (like a Jupyter token): generated once into <dataDir>/mail-page-key (mode
// 0600), printed by the server as a link, and kept by the browser in an HttpOnly cookie scoped to
// the page. Who asks (loopback or not, forwarding headers or not) never matters; the key does.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MAIL_PAGE_KEY_FILE = 'mail-page-key';
export const MAIL_PAGE_COOKIE = 'mail_page_key';
/** Shorter keys are refused: the key is the only thing between a stranger and a reset link. */
const MIN_KEY_LENGTH = 24;

/** The data folder's key, created on first use; SUPABASE_MAIL_PAGE_KEY overrides it (tests, tools). */
export function loadOrCreateMailPageKey(dataDir: string, fromEnv: string | undefined): string {
  const given = fromEnv?.trim();
  if (given) {
    if (given.length < MIN_KEY_LENGTH) {
      throw new Error(`SUPABASE_MAIL_PAGE_KEY must be at least ${MIN_KEY_LENGTH} characters`);
    }
    return given;
  }
  const file = path.join(dataDir, MAIL_PAGE_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_KEY_LENGTH) return stored;
  }
  const key = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** Constant-time comparison (of digests, so lengths leak nothing either). */
export function mailPageKeyMatches(given: string | null | undefined, key: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(key));
}

/** The key a request carries: in the query (the printed link) or in the page's cookie. */
export function presentedMailPageKey(request: Request): { key: string | null; inQuery: boolean } {
  const fromQuery = new URL(request.url).searchParams.get('key');
  if (fromQuery) return { key: fromQuery, inQuery: true };
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === MAIL_PAGE_COOKIE) return { key: decodedOrNull(value.join('=')), inQuery: false };
  }
  return { key: null, inQuery: false };
}

/** A cookie value that is not valid percent-encoding is no key at all (a 404, not an error). */
function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Sets the cookie that lets the browser come back without the key in the address bar. */
export function mailPageCookie(key: string, secure: boolean): string {
  return [
    `${MAIL_PAGE_COOKIE}=${encodeURIComponent(key)}`,
    'Path=/_mail',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
