import { describe, expect, it } from 'vitest';
import { openingScript, textLiteral } from '../../../supabase/local/db/claims.ts';
import type { Claims } from '../../../supabase/local/db/index.ts';

/** The values of the script's set_config calls, read back the way Postgres reads E'…'. */
function settingsOf(script: string): [string, string][] {
  const call = /set_config\('([^']+)', E'((?:[^'\\]|''|\\\\)*)', true\)/g;
  return [...script.matchAll(call)].map(([, name = '', body = '']) => [
    name,
    body.replace(/''|\\\\/g, (pair) => pair[0] ?? ''),
  ]);
}

describe('openingScript', () => {
  it.each([
    [{ role: 'anon' }, '', ''],
    [{ role: 'authenticated', sub: 'u-1', email: 'a@example.com' }, 'u-1', 'a@example.com'],
    [{ role: 'service_role' }, '', ''],
  ] as [Claims, string, string][])('%o', (claims, sub, email) => {
    const script = openingScript(claims);
    expect(script).toMatch(/^begin; select set_config\('role', E'/);
    expect(settingsOf(script)).toEqual([
      ['role', claims.role],
      ['request.jwt.claims', JSON.stringify(claims)],
      ['request.jwt.claim.sub', sub],
      ['request.jwt.claim.role', claims.role],
      ['request.jwt.claim.email', email],
    ]);
  });

  it('passes every claim through, as PostgREST does', () => {
    const claims: Claims = {
      role: 'authenticated',
      sub: 'u-1',
      aal: 'aal1',
      app_metadata: { provider: 'email' },
    };
    const json = settingsOf(openingScript(claims)).find(([name]) => name === 'request.jwt.claims');
    expect(JSON.parse(json?.[1] ?? '')).toEqual(claims);
  });

  it('adds request settings to the same statement', () => {
    const script = openingScript(
      { role: 'anon' },
      { 'request.method': 'GET', transaction_read_only: 'on' },
    );
    expect(settingsOf(script).slice(5)).toEqual([
      ['request.method', 'GET'],
      ['transaction_read_only', 'on'],
    ]);
    expect(script.split(';')).toHaveLength(2);
  });

  it.each(['postgres', 'anon; drop table x', '', 'supabase_admin'])(
    'refuses the role %j',
    (role) => {
      expect(() => openingScript({ role } as unknown as Claims)).toThrow(/Unknown request role/);
    },
  );

  it.each(["x', 'y", 'Request.Method', '1abc', ''])('refuses the setting name %j', (name) => {
    expect(() => openingScript({ role: 'anon' }, { [name]: 'v' })).toThrow(/Invalid setting name/);
  });
});

describe('textLiteral', () => {
  it.each([
    ['plain', "E'plain'"],
    ["it's", "E'it''s'"],
    ['back\\slash', "E'back\\\\slash'"],
    ["\\'; drop table x; --", "E'\\\\''; drop table x; --'"],
    ['', "E''"],
  ])('%j is %s', (value, literal) => {
    expect(textLiteral(value)).toBe(literal);
  });

  it('refuses NUL, which would end the query string early', () => {
    expect(() => textLiteral('a\0b')).toThrow(/NUL/);
  });
});
