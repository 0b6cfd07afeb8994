import { ACCOUNT_WORDS_AR } from '../../account/words-ar.ts';
import { ACCOUNT_WORDS_EN, type AccountWords } from '../../account/words.ts';
import type { Locale } from '../locales.ts';

/**
 * The account page's words per locale. Only the page reads this: it hands its own language's to
 * the account island as a prop, so the browser loads one language.
 */
export const accountWords: Readonly<Record<Locale, AccountWords>> = {
  en: ACCOUNT_WORDS_EN,
  ar: ACCOUNT_WORDS_AR,
};
