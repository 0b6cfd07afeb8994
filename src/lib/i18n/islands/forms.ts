import type { Locale } from '../locales.ts';
import type { FormWords } from './form-words.ts';
import { formsAr } from './forms-ar.ts';
import { formsEn } from './forms-en.ts';

export type { FieldMessages, FormWords } from './form-words.ts';

/**
 * The visitor forms' words, one entry per locale (docs/architecture.md#languages: one dictionary
 * per island group). Each language's file `satisfies FormWords`, so a missing key fails the type
 * check, and this record fails it when a language is missing.
 */
export const formWords = { en: formsEn, ar: formsAr } as const satisfies Record<Locale, FormWords>;

/** The forms' words in `locale`. */
export function formWordsFor(locale: Locale): FormWords {
  return formWords[locale];
}
