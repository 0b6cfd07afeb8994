import { describe, expect, it } from 'vitest';
import { claimStatements } from '../../../supabase/local/db/claims.ts';
import type { Claims } from '../../../supabase/local/db/index.ts';

describe('claimStatements', () => {
  it.each([
    [{ role: 'anon' }, 'set local role anon', '', ''],
    [
      { role: 'authenticated', sub: 'u-1', email: 'a@example.com' },
      'set local role authenticated',
      'u-1',
      'a@example.com',
    ],
    [{ role: 'service_role' }, 'set local role service_role', '', ''],
  ] as [Claims, string, string, string][])('%o', (claims, roleSql, sub, email) => {
    const [role, settings] = claimStatements(claims);
    expect(role).toEqual({ sql: roleSql, params: [] });
    expect(settings!.sql).toContain(`set_config('request.jwt.claims', $1, true)`);
    expect(settings!.params).toEqual([JSON.stringify(claims), sub, claims.role, email]);
  });

  it('passes every claim through, as PostgREST does', () => {
    const claims: Claims = {
      role: 'authenticated',
      sub: 'u-1',
      aal: 'aal1',
      app_metadata: { provider: 'email' },
    };
    expect(JSON.parse(claimStatements(claims)[1]!.params[0] as string)).toEqual(claims);
  });

  it.each(['postgres', 'anon; drop table x', '', 'supabase_admin'])(
    'refuses the role %j',
    (role) => {
      expect(() => claimStatements({ role } as unknown as Claims)).toThrow(/Unknown request role/);
    },
  );
});
