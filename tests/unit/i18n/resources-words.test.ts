import { describe, expect, it } from 'vitest';
import { countedText, resourcesWords } from '~/lib/i18n/islands/resources.ts';
import { fillSlots, splitSlots } from '~/lib/i18n/slots.ts';
import { ltrRuns } from '~/lib/i18n/ltr-runs.ts';

describe('the explorer dictionary', () => {
  it('has the same keys and the same slots in every language', () => {
    const slotsOf = (value: unknown): unknown =>
      typeof value === 'string'
        ? splitSlots(value).flatMap((part) => ('slot' in part ? [part.slot] : []))
        : Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .filter(([key]) => key === 'other' || typeof value !== 'object' || !isPlural(key))
              .map(([key, item]) => [key, slotsOf(item)]),
          );
    expect(slotsOf(resourcesWords.ar)).toEqual(slotsOf(resourcesWords.en));
  });
});

function isPlural(key: string): boolean {
  return ['zero', 'one', 'two', 'few', 'many'].includes(key);
}

describe('countedText', () => {
  it.each([
    [20, 'ar', 'عرض 5 من أصل {total} قطاعًا'],
    [10, 'ar', 'عرض 5 من أصل {total} قطاعات'],
    [3, 'ar', 'عرض 5 من أصل {total} قطاعات'],
    [2, 'ar', 'عرض 5 من أصل قطاعين'],
    [1, 'ar', 'عرض 5 من أصل قطاع واحد'],
    [100, 'ar', 'عرض 5 من أصل {total} قطاع'],
    [20, 'en', 'Showing 5 of {total} industries'],
    [1, 'en', 'Showing 5 of {total} industry'],
  ] as const)('with a total of %d in %s reads %j', (total, locale, expected) => {
    const template = countedText(resourcesWords[locale].showingSome, total, locale);
    expect(fillSlots(template, { shown: 5 })).toBe(expected);
  });
});

describe('fillSlots and splitSlots', () => {
  it.each([
    [
      '{name} scores {score} out of 100.',
      { name: 'Manufacturing', score: 95 },
      'Manufacturing scores 95 out of 100.',
    ],
    [
      'يحصل قطاع {name} على {score} من 100.',
      { name: 'التصنيع', score: 95 },
      'يحصل قطاع التصنيع على 95 من 100.',
    ],
    [
      'No match for “{query}”.',
      { query: '{score} #1 [a] 100%' },
      'No match for “{score} #1 [a] 100%”.',
    ],
    ['{missing} stays', {}, '{missing} stays'],
    ['{ not a slot } and {}', {}, '{ not a slot } and {}'],
  ])('%j', (template, values, expected) => {
    expect(fillSlots(template, values)).toBe(expected);
  });

  it('cuts a template into text and slots', () => {
    expect(splitSlots('{a} and {b}.')).toEqual([
      { slot: 'a' },
      { text: ' and ' },
      { slot: 'b' },
      { text: '.' },
    ]);
  });
});

describe('ltrRuns', () => {
  it.each([
    ['8-10 مليارات دولار (تقديري)', ['8-10', ' مليارات دولار (تقديري)']],
    ['أكثر من 450 مليار دولار', ['أكثر من ', '450', ' مليار دولار']],
    [
      'نحو 1.7 تريليون دولار (تقريبًا، 2025)',
      ['نحو ', '1.7', ' تريليون دولار (تقريبًا، ', '2025', ')'],
    ],
    ['كفاءة أعلى بنسبة 20-30%', ['كفاءة أعلى بنسبة ', '20-30%']],
    ['~$1,200+ billion', ['~$1,200+', ' billion']],
    ['غير مدرجة', ['غير مدرجة']],
    ['', []],
  ])('%j', (text, expected) => {
    const runs = ltrRuns(text);
    expect(runs.map((run) => run.text)).toEqual(expected);
    expect(runs.map((run) => run.text).join('')).toBe(text);
    for (const run of runs) expect(run.ltr).toBe(/\d/.test(run.text));
  });
});
