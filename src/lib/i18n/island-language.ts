import { defaultLocale, locales, type Locale } from './locales.ts';

/**
 * Attributes for the box around a React island on a `locale` page. The islands (forms, the join
 * modal, the resources explorer) speak English until their own dictionaries arrive (a later slice
 * of issue 28), so on other languages' pages their box says it is English, left to right.
 */
export function islandLanguage(locale: Locale): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (locale === defaultLocale) return {};
  return { lang: locales[defaultLocale].lang, dir: locales[defaultLocale].dir };
}
