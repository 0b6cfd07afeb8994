// One magic link per 60 seconds (docs/behaviour/sign-in.md#magic-links).
import { describe, expect, it } from 'vitest';
import {
  MAGIC_LINK_COOLDOWN_SECONDS,
  magicLinkWaitSeconds,
} from '../../../src/lib/auth/magic-link-cooldown.ts';

const sent = 1_000_000;

describe('magicLinkWaitSeconds', () => {
  it.each([
    ['never sent', undefined, sent, 0],
    ['at the same instant', sent, sent, 60],
    ['1 ms later', sent, sent + 1, 60],
    ['30 s later', sent, sent + 30_000, 30],
    ['59.001 s later', sent, sent + 59_001, 1],
    ['59.999 s later', sent, sent + 59_999, 1],
    ['exactly 60 s later', sent, sent + 60_000, 0],
    ['an hour later', sent, sent + 3_600_000, 0],
    ['clock went backwards', sent, sent - 5_000, 60],
  ])('%s', (_case, lastSentAt, now, expected) => {
    expect(magicLinkWaitSeconds(lastSentAt, now)).toBe(expected);
  });

  it('is 60 seconds', () => {
    expect(MAGIC_LINK_COOLDOWN_SECONDS).toBe(60);
  });
});
