import { defaultLocale, locales, type Locale } from './locales.ts';

/**
 * For English words inside another language's page (the brand, "LinkedIn"): `lang` and `dir` on
 * that element there, nothing on English pages so they stay as they were.
 */
export function englishIn(locale: Locale): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (locale === defaultLocale) return {};
  return { lang: locales[defaultLocale].lang, dir: locales[defaultLocale].dir };
}

/**
 * For a block in the page's own language inside a block that stands in English (the invitation
 * form inside an event's untranslated text): its `lang` and `dir` again; nothing on English pages.
 */
export function ownLanguageIn(locale: Locale): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (locale === defaultLocale) return {};
  return { lang: locales[locale].lang, dir: locales[locale].dir };
}

/**
 * For addresses, host names, numbers and phone numbers inside right-to-left text: `dir="ltr"` keeps
 * their characters in order (docs/behaviour/public-pages.md#languages); nothing on LTR pages.
 */
export function ltrIn(locale: Locale): { dir?: 'ltr' } {
  return locales[locale].dir === 'rtl' ? { dir: 'ltr' } : {};
}
