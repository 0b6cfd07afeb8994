import { AUTH_WORDS_AR } from '../../auth/messages-ar.ts';
import { AUTH_WORDS_EN, type AuthWords } from '../../auth/messages.ts';
import type { Locale } from '../locales.ts';

/**
 * The sign-in pages' words per locale. Only the pages read this: each hands its own language's to
 * the auth island as a prop, so the browser loads one language.
 */
export const authWords: Readonly<Record<Locale, AuthWords>> = {
  en: AUTH_WORDS_EN,
  ar: AUTH_WORDS_AR,
};
