import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { localized } from '~/content/schemas/localized.ts';
import { fallbackAttributes, missingIn, resolveIn, textIn } from '~/lib/i18n/localized.ts';

describe('localized schema', () => {
  const title = localized(z.string().min(1).max(10));
  it('takes a plain string (English only) or { en, ar }', () => {
    expect(title.parse('Gatherings')).toBe('Gatherings');
    expect(title.parse({ en: 'Gatherings', ar: 'اللقاءات' })).toEqual({
      en: 'Gatherings',
      ar: 'اللقاءات',
    });
    expect(title.parse({ en: 'Gatherings' })).toEqual({ en: 'Gatherings' });
  });
  it('holds both texts to the same rule and refuses unknown languages or no English', () => {
    expect(title.safeParse({ en: 'Gatherings', ar: 'لقاءات لقاءات لقاءات' }).success).toBe(false);
    expect(title.safeParse({ en: 'Gatherings', fr: 'Réunions' }).success).toBe(false);
    expect(title.safeParse({ ar: 'اللقاءات' }).success).toBe(false);
    expect(title.safeParse({ en: '', ar: 'اللقاءات' }).success).toBe(false);
  });
});

describe('textIn, resolveIn and fallbackAttributes', () => {
  const copy = {
    seo: { title: { en: 'People', ar: 'فريقنا' } },
    intro: 'English only',
    groups: [{ id: 'founding-partners', heading: { en: 'Founding Partners' } }],
    updated: new Date('2026-11-21T00:00:00Z'),
  };

  it('gives the Arabic where it is written and the English where it is not', () => {
    expect(resolveIn(copy, 'ar')).toEqual({
      seo: { title: 'فريقنا' },
      intro: 'English only',
      groups: [{ id: 'founding-partners', heading: 'Founding Partners' }],
      updated: new Date('2026-11-21T00:00:00Z'),
    });
    expect(resolveIn(copy, 'en').seo.title).toBe('People');
    expect(textIn({ en: 'A' }, 'ar')).toBe('A');
  });

  it('marks the English standing in for Arabic as English, left to right', () => {
    expect(fallbackAttributes({ en: 'A' }, 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(fallbackAttributes('A', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(fallbackAttributes({ en: 'A', ar: 'ب' }, 'ar')).toEqual({});
    expect(fallbackAttributes('A', 'en')).toEqual({});
  });

  it('lists every text without Arabic by its path, never ids, dates or English', () => {
    expect(missingIn(copy, 'ar')).toEqual(['intro', 'groups.0.heading']);
    expect(missingIn(copy, 'en')).toEqual([]);
  });
});
