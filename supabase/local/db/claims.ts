import type { Claims } from './types.ts';

const REQUEST_ROLES: readonly Claims['role'][] = ['anon', 'authenticated', 'service_role'];

/**
 * The statements that put a transaction under a JWT, as PostgREST does
 * (docs/wire/supabase-js.md#how-a-request-runs-under-the-jwt): the role, then `request.jwt.claims`
 * (all claims as JSON) and the legacy per-claim settings `request.jwt.claim.sub` / `.role` /
 * `.email` that older functions read. All are transaction-local.
 */
export function claimStatements(claims: Claims): { sql: string; params: unknown[] }[] {
  if (!REQUEST_ROLES.includes(claims.role)) {
    // The role is spliced into SQL (SET ROLE takes no parameters), so only known names pass.
    throw new Error(
      `Unknown request role "${String(claims.role)}"; expected one of ${REQUEST_ROLES.join(', ')}`,
    );
  }
  return [
    { sql: `set local role ${claims.role}`, params: [] },
    {
      sql: `select set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true),
              set_config('request.jwt.claim.email', $4, true)`,
      params: [JSON.stringify(claims), claims.sub ?? '', claims.role, claims.email ?? ''],
    },
  ];
}
