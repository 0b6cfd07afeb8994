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
    // The Arabic texts (content/resources/industries/*.yaml, `ar`).
    ['أكثر من 450 مليار دولار (تقديري)', 450e9],
    ['800 مليار دولار (تقديري)', 800e9],
    ['8-10 مليارات دولار (تقديري)', 8e9],
    ['من 5 إلى 10 مليارات دولار', 5e9],
    ['أكثر من 50 مليار دولار في الصناعة المحلية (تقديري)', 50e9],
    ['نحو 1.7 تريليون دولار', 1.7e12],
    ['3 تريليونات دولار', 3e12],
    ['750 مليون دولار', 750e6],
    ['5 ملايين دولار', 5e6],
    ['200 ألف دولار', 200e3],
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
    expect(parseInvestmentAmount('5 مليارديرات')).toBe(5);
  });
});
