import { describe, expect, it } from 'vitest';
import {
  escapeLikePattern,
  sameEmail,
} from '../../../supabase/functions/_shared/submissions/email-match.ts';

describe('e-mail matching', () => {
  it.each([
    ['a@b.org', ' A@B.org ', true],
    ['a@b.org', 'a@c.org', false],
    [null, 'a@b.org', false],
  ])('sameEmail(%j, %j) = %s', (a, b, expected) => {
    expect(sameEmail(a, b)).toBe(expected);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLikePattern('first_last%x\\y@example.org')).toBe(
      'first\\_last\\%x\\\\y@example.org',
    );
  });
});
