import { describe, expect, it } from 'vitest';
import { formWords } from '~/lib/i18n/islands/forms.ts';
import { sessionWords } from '~/lib/i18n/islands/session.ts';
import { localeCodes } from '~/lib/i18n/locales.ts';

/** Every leaf of a dictionary as [dotted path, text]; a function is called with sample figures. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    return [[path, String((value as (...figures: number[]) => unknown)(1, 2))]];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path === '' ? key : `${path}.${key}`),
  );
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;

// The islands' dictionaries (docs/architecture.md#languages), held to the same rules.
const dictionaries = { forms: formWords, session: sessionWords } as const;

describe.each(Object.entries(dictionaries))('the %s dictionary', (_name, words) => {
  const english = new Map(leaves(words.en));

  it('has an entry for every locale of the site', () => {
    expect(Object.keys(words).sort()).toEqual([...localeCodes].sort());
  });

  it.each(localeCodes)('%s has every key of the English entry and no other', (locale) => {
    expect(leaves(words[locale]).map(([path]) => path)).toEqual([...english.keys()]);
  });

  it.each(
    localeCodes.flatMap((locale) =>
      leaves(words[locale]).map(([path, text]) => [locale, path, text]),
    ),
  )('%s %s is not empty and not padded', (_locale, _path, text) => {
    expect(text.trim()).not.toBe('');
    expect(text).toBe(text.trim());
  });

  it.each(leaves(words.ar))('ar %s is written in Arabic, not copied from English', (path, text) => {
    expect(text).toMatch(ARABIC_LETTER);
    expect(text).not.toBe(english.get(path));
  });
});

describe('the forms words with figures', () => {
  it.each([
    ['en', 'Please keep this under 101 characters'],
    ['ar', 'يرجى ألّا يتجاوز عدد الأحرف 100'],
  ] as const)('%s names the limit of a field that is too long', (locale, text) => {
    expect(formWords[locale].fields.tooLong(100)).toBe(text);
  });

  it.each([
    ['en', 'Step 2 of 2'],
    ['ar', 'الخطوة 2 من 2'],
  ] as const)('%s numbers the join steps', (locale, text) => {
    expect(formWords[locale].join.step(2, 2)).toBe(text);
  });
});
