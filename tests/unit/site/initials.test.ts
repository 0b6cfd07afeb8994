import { describe, expect, it } from 'vitest';
import { initials } from '~/lib/site/initials.ts';

describe('initials', () => {
  it.each([
    ['Amal Al Harbi', 'AH'],
    ['Sample Partner One', 'SO'],
    ['madonna', 'M'],
    ['  Jean-Luc   Picard ', 'JP'],
    ['Dr. Noura (Sample)', 'DS'],
    ['عبدالله الشمري', 'عا'],
    ['', '?'],
    ['— —', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
