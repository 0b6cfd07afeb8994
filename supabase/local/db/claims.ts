import type { Claims } from './types.ts';

const REQUEST_ROLES: readonly Claims['role'][] = ['anon', 'authenticated', 'service_role'];

/** Names a request may add settings under (request.method, transaction_read_only, …). */
const SETTING_NAME = /^[a-z_][a-z0-9_.]*$/;

/**
 * The one statement that puts a transaction under a JWT, as PostgREST does
 * (docs/wire/supabase-js.md#how-a-request-runs-under-the-jwt): the role, `request.jwt.claims`
 * (all claims as JSON), the legacy per-claim settings `request.jwt.claim.sub` / `.role` / `.email`
 * that older functions read, and any request settings (method, path, headers, read-only). All are
 * transaction-local, and all go in one round trip: `set_config('role', …)` is `SET LOCAL ROLE`.
 */
export function claimStatement(
  claims: Claims,
  settings: Readonly<Record<string, string>> = {},
): { sql: string; params: unknown[] } {
  if (!REQUEST_ROLES.includes(claims.role)) {
    throw new Error(
      `Unknown request role "${String(claims.role)}"; expected one of ${REQUEST_ROLES.join(', ')}`,
    );
  }
  const pairs: [string, string][] = [
    ['role', claims.role],
    ['request.jwt.claims', JSON.stringify(claims)],
    ['request.jwt.claim.sub', claims.sub ?? ''],
    ['request.jwt.claim.role', claims.role],
    ['request.jwt.claim.email', claims.email ?? ''],
  ];
  for (const [name, value] of Object.entries(settings)) {
    // Names are spliced into SQL (set_config takes them as text, but keep them plain anyway).
    if (!SETTING_NAME.test(name)) throw new Error(`Invalid setting name ${JSON.stringify(name)}`);
    pairs.push([name, value]);
  }
  return {
    sql: `select ${pairs.map(([name], i) => `set_config('${name}', $${i + 1}, true)`).join(', ')}`,
    params: pairs.map(([, value]) => value),
  };
}
