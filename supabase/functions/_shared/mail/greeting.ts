// How every mail opens; a missing name must not produce "Dear ,".
import type { SiteLocale } from '../i18n/site-locale.ts';
import { mailWords } from './words/mail-words.ts';

export function greetingFor(
  firstName: string | null | undefined,
  locale: SiteLocale = 'en',
): string {
  return mailWords(locale).greeting(firstName?.trim() || undefined);
}
