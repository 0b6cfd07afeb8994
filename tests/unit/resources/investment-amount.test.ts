import { describe, expect, it } from 'vitest';
import { parseInvestmentAmount } from '~/lib/resources/investment-amount.ts';

describe('parseInvestmentAmount', () => {
  it.each([
    ['$450+ billion', 450e9],
    ['$450+ billion (estimate)', 450e9],
    ['$1.2 trillion', 1.2e12],
    ['$800 billion (estimate)', 800e9],
    ['$100 billion', 100e9],
    ['$8-10 billion (estimate)', 8e9],
    ['$100–150 billion', 100e9],
    ['$100 billion to $150 billion', 100e9],
    ['$5 to $10 billion', 5e9],
    ['$50+ billion in local industry (estimate)', 50e9],
    ['$2.5bn', 2.5e9],
    ['$800B', 800e9],
    ['$3 tn', 3e12],
    ['$750 million', 750e6],
    ['$1,200 billion', 1.2e12],
    ['US$40 billion', 40e9],
    ['$500', 500],
    ['  $7 Billion  ', 7e9],
  ])('%s -> %d', (text, expected) => {
    expect(parseInvestmentAmount(text)).toBe(expected);
  });

  it.each([[''], ['Undisclosed'], ['To be announced'], ['$ billions']])(
    'returns null for %j, which states no number',
    (text) => {
      expect(parseInvestmentAmount(text)).toBeNull();
    },
  );

  it('does not read a word that starts like a unit as the unit', () => {
    expect(parseInvestmentAmount('$5 more to come')).toBe(5);
  });
});
