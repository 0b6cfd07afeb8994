import { describe, expect, it } from 'vitest';
import { splitFullName } from '~/lib/submissions/split-full-name.ts';

describe('splitFullName', () => {
  it.each([
    ['Layla Al Saud', 'Layla', 'Al Saud'],
    ['Omar', 'Omar', ''],
    ['  Noura   Bint  Khalid ', 'Noura', 'Bint Khalid'],
    ['Jean-Luc Picard', 'Jean-Luc', 'Picard'],
    ['', '', ''],
    ['   ', '', ''],
  ])('splits %j into %j and %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });
});
