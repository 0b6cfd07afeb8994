// Metadata is stored as jsonb, which cannot hold a NUL character: Auth refuses one anywhere in it.
import { describe, expect, it } from 'vitest';
import { holdsNul } from '../../../supabase/local/auth/request.ts';

describe('holdsNul', () => {
  it.each([
    [{ first_name: 'Layla' }, false],
    [{ first_name: 'La\u0000yla' }, true],
    [{ ['nick\u0000name']: 'L' }, true],
    [{ links: [{ url: 'https://example.org/\u0000' }] }, true],
    [{ count: 0, on: false, none: null, list: [1, 'two'] }, false],
    [{ text: '\\u0000 written out, not a NUL' }, false],
  ])('%j → %s', (value, expected) => {
    expect(holdsNul(value)).toBe(expected);
  });

  it('walks deep nesting without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(holdsNul(deep)).toBe(true);
  });
});
