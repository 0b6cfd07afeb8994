import type { Locale } from '../locales.ts';
import { resourcesAr } from './resources-ar.ts';
import { resourcesEn } from './resources-en.ts';
import type { CountedText, ResourcesWords } from './resources-words.ts';

export type { CountedText, ResourcesWords } from './resources-words.ts';

/**
 * The resources explorer's words, one entry per locale (docs/architecture.md#languages). Each
 * language's file `satisfies ResourcesWords`, and this record fails the type check when a language
 * is missing. Pages pick one language here and pass it to the island, so the browser gets only it.
 */
export const resourcesWords = { en: resourcesEn, ar: resourcesAr } as const satisfies Record<
  Locale,
  ResourcesWords
>;

/** The explorer's words in `locale`. */
export function resourcesWordsFor(locale: Locale): ResourcesWords {
  return resourcesWords[locale];
}

/** The form of `text` that agrees with `count` in `locale`. */
export function countedText(text: CountedText, count: number, locale: Locale): string {
  return text[new Intl.PluralRules(locale).select(count)] ?? text.other;
}
