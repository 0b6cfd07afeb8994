import { describe, expect, it } from 'vitest';
import { claimStatement } from '../../../supabase/local/db/claims.ts';
import type { Claims } from '../../../supabase/local/db/index.ts';

describe('claimStatement', () => {
  it.each([
    [{ role: 'anon' }, '', ''],
    [{ role: 'authenticated', sub: 'u-1', email: 'a@example.com' }, 'u-1', 'a@example.com'],
    [{ role: 'service_role' }, '', ''],
  ] as [Claims, string, string][])('%o', (claims, sub, email) => {
    const statement = claimStatement(claims);
    expect(statement.sql).toBe(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
        "set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $4, true), " +
        "set_config('request.jwt.claim.email', $5, true)",
    );
    expect(statement.params).toEqual([
      claims.role,
      JSON.stringify(claims),
      sub,
      claims.role,
      email,
    ]);
  });

  it('passes every claim through, as PostgREST does', () => {
    const claims: Claims = {
      role: 'authenticated',
      sub: 'u-1',
      aal: 'aal1',
      app_metadata: { provider: 'email' },
    };
    expect(JSON.parse(claimStatement(claims).params[1] as string)).toEqual(claims);
  });

  it('adds request settings to the same statement', () => {
    const statement = claimStatement(
      { role: 'anon' },
      { 'request.method': 'GET', transaction_read_only: 'on' },
    );
    expect(statement.sql).toMatch(
      /set_config\('request\.method', \$6, true\), set_config\('transaction_read_only', \$7, true\)$/,
    );
    expect(statement.params.slice(5)).toEqual(['GET', 'on']);
  });

  it.each(['postgres', 'anon; drop table x', '', 'supabase_admin'])(
    'refuses the role %j',
    (role) => {
      expect(() => claimStatement({ role } as unknown as Claims)).toThrow(/Unknown request role/);
    },
  );

  it.each(["x', 'y", 'Request.Method', '1abc', ''])('refuses the setting name %j', (name) => {
    expect(() => claimStatement({ role: 'anon' }, { [name]: 'v' })).toThrow(/Invalid setting name/);
  });
});
