/**
 * What an auth redirect left in the page URL. GoTrue puts errors in the fragment (and, for PKCE,
 * in the query too); staff invitations arrive as ?token_hash=…&type=invite; PKCE links as ?code=.
 */
export type AuthCallback =
  | { kind: 'error'; error: string; description: string | undefined }
  | { kind: 'token-hash'; tokenHash: string; type: 'invite' | 'recovery' }
  | { kind: 'code' }
  | { kind: 'none' };

const TOKEN_HASH_TYPES = ['invite', 'recovery'] as const;

export function readAuthCallback(search: string, hash: string): AuthCallback {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const param = (name: string) => query.get(name) ?? fragment.get(name);

  const error = param('error');
  if (error) {
    // URLSearchParams has already decoded the text (including + as a space).
    const description = param('error_description')?.trim() || undefined;
    return { kind: 'error', error, description };
  }
  const tokenHash = query.get('token_hash');
  const type = query.get('type');
  if (tokenHash && TOKEN_HASH_TYPES.some((allowed) => allowed === type)) {
    return { kind: 'token-hash', tokenHash, type: type as 'invite' | 'recovery' };
  }
  if (query.get('code')) return { kind: 'code' };
  return { kind: 'none' };
}

/** The URL without the auth parameters, so a reload does not replay a spent link. */
export function withoutAuthParams(href: string): string {
  const url = new URL(href);
  for (const name of ['error', 'error_code', 'error_description', 'token_hash', 'type', 'sb']) {
    url.searchParams.delete(name);
  }
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (['error', 'error_description', 'sb'].some((name) => fragment.has(name))) url.hash = '';
  return url.pathname + url.search + url.hash;
}

/** A non-empty @supabase/ssr session cookie in a Cookie header (also read by the header script). */
export const SESSION_COOKIE_PATTERN = /(?:^|;\s*)sb-[^=;]+-auth-token(?:\.\d+)?=[^;]/;

/**
 * Whether this browser may already hold a session: @supabase/ssr keeps it in a cookie named
 * sb-<project>-auth-token (split into .0, .1… when long). The code-verifier cookie does not count.
 */
export function hasSessionCookie(cookieHeader: string): boolean {
  return SESSION_COOKIE_PATTERN.test(cookieHeader);
}

/** Whether the page must start the Supabase client at once rather than on first use. */
export function needsClientOnLoad(cookieHeader: string, callback: AuthCallback): boolean {
  return (
    hasSessionCookie(cookieHeader) || callback.kind === 'code' || callback.kind === 'token-hash'
  );
}
