import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from '../../../src/lib/auth/next-path.ts';

describe('safeNextPath', () => {
  it.each([
    ['', '/'],
    ['?next=/crm', '/crm'],
    ['?next=%2Fcrm%3Ftab%3Dpipeline%26contact%3Dabc', '/crm?tab=pipeline&contact=abc'],
    ['?next=https://evil.example/', '/'],
    ['?next=//evil.example/x', '/'],
    ['?next=/\\evil.example', '/'],
    ['?next=javascript:alert(1)', '/'],
    ['?next=crm', '/'],
  ])('%j → %j', (search, expected) => {
    expect(safeNextPath(search)).toBe(expected);
  });

  it('round-trips through loginPathFor', () => {
    const login = loginPathFor('/crm?tab=pipeline&q=acme corp');
    expect(safeNextPath(new URL(login, 'http://x').search)).toBe('/crm?tab=pipeline&q=acme%20corp');
  });
});
