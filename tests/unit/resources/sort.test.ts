import { describe, expect, it } from 'vitest';
import { resourcesWords } from '~/lib/i18n/islands/resources.ts';
import { DEFAULT_SORT, isSortKey, SORT_OPTIONS, sortIndustries } from '~/lib/resources/sort.ts';

const industry = (id: string, name: string, score: number, investment: string) => ({
  id,
  name,
  score,
  investment,
});

const list = [
  industry('water', 'Water & Environment', 85, '$80+ billion'),
  industry('tourism', 'Tourism & Entertainment', 85, '$800 billion'),
  industry('manufacturing', 'Manufacturing', 95, '$450+ billion'),
  industry('biotech', 'Biotechnology', 85, '$8-10 billion'),
  industry('defense', 'Defense & Security', 89, 'Undisclosed'),
  industry('aerospace', 'Aerospace', 86, '$1.2 trillion'),
  industry('finance', 'Financial Services', 86, '$80 billion'),
  industry('ocean', 'Ocean Economy', 81, 'To be announced'),
];
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('sortIndustries', () => {
  it('sorts by score, highest first, ties by name A–Z', () => {
    expect(ids(sortIndustries(list, 'score'))).toEqual([
      'manufacturing',
      'defense',
      'aerospace',
      'finance',
      'biotech',
      'tourism',
      'water',
      'ocean',
    ]);
  });

  it('sorts by the parsed investment, largest first, ties by name, texts without a number last', () => {
    expect(ids(sortIndustries(list, 'investment'))).toEqual([
      'aerospace', // 1.2e12
      'tourism', // 800e9
      'manufacturing', // 450e9
      'finance', // 80e9, "Financial…" before "Water…"
      'water', // 80e9
      'biotech', // 8e9 (lower bound of the range)
      'defense', // no number, "Defense…" before "Ocean…"
      'ocean', // no number
    ]);
  });

  it('sorts by name A–Z ignoring case', () => {
    const names = [
      industry('b', 'biotech', 1, ''),
      industry('a', 'Aerospace', 1, ''),
      industry('c', 'Creative', 1, ''),
    ];
    expect(ids(sortIndustries(names, 'name'))).toEqual(['a', 'b', 'c']);
  });

  it('gives the same order whatever the input order', () => {
    const reversed = [...list].reverse();
    for (const option of SORT_OPTIONS) {
      expect(ids(sortIndustries(reversed, option.key))).toEqual(
        ids(sortIndustries(list, option.key)),
      );
    }
  });

  it('returns a copy and leaves the input alone', () => {
    const before = ids(list);
    const sorted = sortIndustries(list, 'name');
    expect(sorted).not.toBe(list);
    expect(ids(list)).toEqual(before);
  });
});

describe('sort options', () => {
  it('lists the three orders with their labels, score first as the default', () => {
    expect(SORT_OPTIONS.map((option) => resourcesWords.en.sortOptions[option.key])).toEqual([
      'Sort by Score',
      'Sort by Investment',
      'Sort by Name',
    ]);
    expect(SORT_OPTIONS.map((option) => resourcesWords.ar.sortOptions[option.key])).toEqual([
      'الترتيب حسب التقييم',
      'الترتيب حسب الاستثمار',
      'الترتيب حسب الاسم',
    ]);
    expect(DEFAULT_SORT).toBe('score');
  });

  it.each([
    ['score', true],
    ['investment', true],
    ['name', true],
    ['Score', false],
    ['', false],
    ['toString', false],
  ])('isSortKey(%j) is %s', (value, expected) => {
    expect(isSortKey(value)).toBe(expected);
  });
});

describe('sorting the Arabic cards', () => {
  // The Arabic texts of content/resources: amounts in Arabic words, digits kept as written.
  const arabic = [
    industry('water', 'المياه والبيئة', 85, 'أكثر من 80 مليار دولار (تقديري)'),
    industry('tourism', 'السياحة والترفيه', 85, '800 مليار دولار (تقديري)'),
    industry('manufacturing', 'التصنيع', 95, 'أكثر من 450 مليار دولار (تقديري)'),
    industry('biotech', 'التقنية الحيوية', 85, '8-10 مليارات دولار (تقديري)'),
    industry('aerospace', 'الطيران والفضاء', 86, 'نحو 1.2 تريليون دولار'),
    industry('retail', 'تجارة التجزئة', 84, '750 مليون دولار'),
    industry('ocean', 'الاقتصاد البحري', 81, 'لم يُعلن بعد'),
  ];

  it('orders by the amount the Arabic text states, unreadable last', () => {
    expect(ids(sortIndustries(arabic, 'investment', 'ar'))).toEqual([
      'aerospace',
      'tourism',
      'manufacturing',
      'water',
      'biotech',
      'retail',
      'ocean',
    ]);
  });

  it('orders names in Arabic alphabetical order, letter by letter', () => {
    expect(ids(sortIndustries(arabic, 'name', 'ar'))).toEqual([
      'ocean',
      'manufacturing',
      'biotech',
      'tourism',
      'aerospace',
      'water',
      'retail',
    ]);
  });
});
