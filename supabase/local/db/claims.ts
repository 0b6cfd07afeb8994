import type { Claims } from './types.ts';

const REQUEST_ROLES: readonly Claims['role'][] = ['anon', 'authenticated', 'service_role'];

/** Names a request may add settings under (request.method, transaction_read_only, …). */
const SETTING_NAME = /^[a-z_][a-z0-9_.]*$/;

/**
 * A text value as an escape-string literal (E'…'): quotes doubled and backslashes escaped, which
 * reads the same whatever `standard_conforming_strings` says. NUL cannot be in a Postgres text
 * and would end the query string early, so it is refused.
 */
export function textLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A setting value cannot contain a NUL character');
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * The script that opens a request's transaction under a JWT, as PostgREST does
 * (docs/wire/supabase-js.md#how-a-request-runs-under-the-jwt): `begin`, then one statement
 * setting the role, `request.jwt.claims` (all claims as JSON), the legacy per-claim settings
 * `request.jwt.claim.sub` / `.role` / `.email` that older functions read, and any request
 * settings (method, path, headers, read-only). All are transaction-local
 * (`set_config('role', …)` is `SET LOCAL ROLE`), and the whole script is one round trip: the
 * values are written as literals because a multi-statement script cannot take parameters.
 */
export function openingScript(
  claims: Claims,
  settings: Readonly<Record<string, string>> = {},
): string {
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
  const calls = pairs.map(([name, value]) => `set_config('${name}', ${textLiteral(value)}, true)`);
  return `begin; select ${calls.join(', ')}`;
}
