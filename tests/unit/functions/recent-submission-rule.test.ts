import { describe, expect, it } from 'vitest';
import {
  escapeLikePattern,
  isRecentSubmission,
  pickRecentSubmission,
  sameEmail,
  windowStart,
} from '../../../supabase/functions/_shared/submissions/recent-submission-rule.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const row = (email: string | null, created_at: string, id = 'r1') => ({ id, email, created_at });

describe('isRecentSubmission (15-minute window)', () => {
  it.each([
    ['a row made a minute ago with the same address', row('sara@example.org', minutesAgo(1)), true],
    ['the address in another case', row('Sara@Example.ORG', minutesAgo(1)), true],
    ['a row made 14 minutes ago', row('sara@example.org', minutesAgo(14)), true],
    ['a row made exactly 15 minutes ago', row('sara@example.org', minutesAgo(15)), false],
    ['a row made an hour ago', row('sara@example.org', minutesAgo(60)), false],
    ['another address', row('omar@example.org', minutesAgo(1)), false],
    ['a row without an address', row(null, minutesAgo(1)), false],
    ['an unreadable timestamp', row('sara@example.org', 'yesterday'), false],
    ['a row 30 s in the future (clock skew)', row('sara@example.org', minutesAgo(-0.5)), true],
    ['a row an hour in the future', row('sara@example.org', minutesAgo(-60)), false],
  ])('%s -> %s', (_label, candidate, expected) => {
    expect(isRecentSubmission(candidate, 'sara@example.org', now, 15)).toBe(expected);
  });
});

describe('pickRecentSubmission', () => {
  it('picks the newest qualifying row', () => {
    const rows = [
      row('sara@example.org', minutesAgo(10), 'older'),
      row('sara@example.org', minutesAgo(2), 'newer'),
      row('sara@example.org', minutesAgo(30), 'stale'),
    ];
    expect(pickRecentSubmission(rows, 'sara@example.org', now, 15)?.id).toBe('newer');
  });

  it('finds nothing when no row qualifies', () => {
    expect(
      pickRecentSubmission([row('x@example.org', minutesAgo(1))], 'sara@example.org', now, 15),
    ).toBeUndefined();
  });
});

describe('helpers', () => {
  it('computes the window start', () => {
    expect(windowStart(now, 15).toISOString()).toBe('2026-03-01T11:45:00.000Z');
  });

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
