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

/**
 * For English words inside another language's page (the brand, "LinkedIn"): `lang` and `dir` on
 * that element there, nothing on English pages so they stay as they were.
 */
export function englishIn(locale: Locale): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return islandLanguage(locale);
}

/**
 * For addresses, host names, numbers and phone numbers inside right-to-left text: `dir="ltr"` keeps
 * their characters in order (docs/behaviour/public-pages.md#languages); nothing on LTR pages.
 */
export function ltrIn(locale: Locale): { dir?: 'ltr' } {
  return locales[locale].dir === 'rtl' ? { dir: 'ltr' } : {};
}
