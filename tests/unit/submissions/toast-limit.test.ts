import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, toastsOverLimit } from '~/lib/submissions/toast-limit.ts';

const toast = (id: string, createdAt: number, visible = true) => ({ id, createdAt, visible });

describe('toastsOverLimit', () => {
  it('closes notices after 4000 ms, three at once', () => {
    expect([TOAST_DURATION_MS, TOAST_LIMIT]).toEqual([4000, 3]);
  });

  it.each([
    [[], []],
    [[toast('a', 1), toast('b', 2), toast('c', 3)], []],
    [[toast('a', 1), toast('b', 2), toast('c', 3), toast('d', 4)], ['a']],
    [
      [toast('d', 4), toast('c', 3), toast('b', 2), toast('a', 1), toast('e', 5)],
      ['b', 'a'],
    ],
    // Notices already leaving do not count.
    [[toast('a', 1, false), toast('b', 2), toast('c', 3), toast('d', 4)], []],
  ])('in %j dismisses %j', (toasts, expected) => {
    expect(toastsOverLimit(toasts)).toEqual(expected);
  });
});
