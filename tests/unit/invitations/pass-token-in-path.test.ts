import { describe, expect, it } from 'vitest';
import { passTokenInPath } from '~/lib/invitations/pass.ts';

const TOKEN = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);

describe('passTokenInPath', () => {
  it.each([
    [TOKEN, TOKEN],
    // What a mail reader linked from an Arabic plain-text mail: the closing isolate taken in.
    [`${TOKEN}\u2069`, TOKEN],
    [`\u2066${TOKEN}\u2069`, TOKEN],
    [`${TOKEN}\u200F`, TOKEN],
    [`${TOKEN} `, TOKEN],
    [`${TOKEN}%E2%81%A9`, TOKEN],
    [`${TOKEN}%E2%81`, undefined],
    [`${TOKEN}x`, undefined],
    [TOKEN.slice(1), undefined],
    ['\u2069', undefined],
    [undefined, undefined],
  ])('%j → %j', (path, expected) => {
    expect(passTokenInPath(path)).toBe(expected);
  });
});
