// The password-guessing brake: per address, per window, then open again.
import { describe, expect, it } from 'vitest';
import { FailedAttempts } from '../../../supabase/local/auth/failed-attempts.ts';

describe('FailedAttempts', () => {
  it('blocks an address after max failures within the window, and only that address', () => {
    const attempts = new FailedAttempts(3, 60_000);
    for (const time of [0, 1000, 2000]) {
      expect(attempts.isBlocked('a@example.com', time)).toBe(false);
      attempts.record('a@example.com', time);
    }
    expect(attempts.isBlocked('a@example.com', 3000)).toBe(true);
    expect(attempts.isBlocked('b@example.com', 3000)).toBe(false);
  });

  it('opens again as old failures leave the window', () => {
    const attempts = new FailedAttempts(2, 60_000);
    attempts.record('a@example.com', 0);
    attempts.record('a@example.com', 30_000);
    expect(attempts.isBlocked('a@example.com', 59_999)).toBe(true);
    expect(attempts.isBlocked('a@example.com', 60_000)).toBe(false);
  });

  it('forgets an address after a successful sign-in', () => {
    const attempts = new FailedAttempts(1, 60_000);
    attempts.record('a@example.com', 0);
    attempts.clear('a@example.com');
    expect(attempts.isBlocked('a@example.com', 1)).toBe(false);
  });

  it('keeps its memory bounded', () => {
    const attempts = new FailedAttempts(1, 60_000);
    for (let index = 0; index < 12_000; index += 1)
      attempts.record(`user${index}@example.com`, index);
    expect(attempts.isBlocked('user11999@example.com', 12_000)).toBe(true);
  });
});
