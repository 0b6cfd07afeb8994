import { describe, expect, it } from 'vitest';
import { matchesSearch, normaliseQuery, searchIndustries } from '~/lib/resources/search.ts';
import { SEARCH_PAIRS } from '../text/arabic-search-cases.ts';

const manufacturing = {
  name: 'Manufacturing',
  description: 'Factories built on low-cost energy and feedstock.',
  keyAreas: ['Industrial automation', 'Clean tech production'],
  leaders: [
    { name: 'SABIC', marketCap: '~$50 billion' },
    { name: 'Ceer Motors', marketCap: 'Not listed' },
  ],
};
const healthcare = {
  name: 'Healthcare',
  description: 'Hospitals, clinics and specialist care.',
  keyAreas: ['Pharmaceuticals'],
  leaders: [{ name: 'Nahdi Medical Company', marketCap: '~$4 billion' }],
};

describe('matchesSearch', () => {
  it.each([
    ['the name', 'manufacturing', true],
    ['part of the name, any case', 'MANUF', true],
    ['the description', 'feedstock', true],
    ['a key area', 'clean tech', true],
    ['a leader name', 'sabic', true],
    ['a leader name, other case', 'Ceer motors', true],
    ['surrounding spaces', '  automation  ', true],
    ['an empty query', '', true],
    ['a blank query', '   ', true],
    ['text found nowhere', 'aquaculture', false],
    ['a market cap (not searched)', '$50 billion', false],
    ['words that are not adjacent', 'industrial production', false],
  ])('%s: %j -> %s', (_case, query, expected) => {
    expect(matchesSearch(manufacturing, query)).toBe(expected);
  });
});

describe('searchIndustries', () => {
  it('keeps the matching industries in their order', () => {
    expect(searchIndustries([manufacturing, healthcare], 'a').map((i) => i.name)).toEqual([
      'Manufacturing',
      'Healthcare',
    ]);
    expect(searchIndustries([manufacturing, healthcare], 'nahdi').map((i) => i.name)).toEqual([
      'Healthcare',
    ]);
    expect(searchIndustries([manufacturing, healthcare], 'xyz')).toEqual([]);
  });
});

describe('normaliseQuery', () => {
  it('trims and lower-cases', () => {
    expect(normaliseQuery('  Water & ENVIRONMENT ')).toBe('water & environment');
  });
});

describe('searching the Arabic cards', () => {
  const arabicManufacturing = {
    name: 'التصنيع',
    description: 'تهدف الاستراتيجية الوطنية للصناعة إلى مضاعفة الناتج الصناعي.',
    keyAreas: ['الأتمتة الصناعية', 'تصنيع التقنيات النظيفة'],
    leaders: [{ name: 'SABIC', marketCap: 'نحو 50 مليار دولار' }],
  };

  it.each([
    ['the name', 'التصنيع', true],
    ['a key area written with its hamza', 'الأتمتة', true],
    ['a key area written without the hamza, as often typed', 'الاتمتة', true],
    ['taa marbuta typed as haa', 'الصناعيه', true],
    ['with tashkeel', 'الأَتْمَتَة', true],
    ['with tatweel', 'التصـــنيع', true],
    ['a company name written in Latin letters', 'sabic', true],
    ['a word the card does not have', 'السياحة', false],
  ])('matches %s (%j): %s', (_what, query, expected) => {
    expect(matchesSearch(arabicManufacturing, query)).toBe(expected);
  });
});

describe('the explorer folds Arabic as every staff search does (one table of cases)', () => {
  const cardLedBy = (name: string) => ({
    name: 'الطاقة',
    description: 'وصف',
    keyAreas: [],
    leaders: [{ name, marketCap: '' }],
  });
  it.each(SEARCH_PAIRS)('"%s" finds "%s", and back', (query, stored) => {
    expect(matchesSearch(cardLedBy(stored), query)).toBe(true);
    expect(matchesSearch(cardLedBy(query), stored)).toBe(true);
  });
});
