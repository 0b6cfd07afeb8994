// How the reply mails are put together: the site's name and address, the words for this mail in
// the person's language, and a greeting by their first name in that language.
import type { SiteLocale } from '../../i18n/site-locale.ts';
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail, type MailParts } from '../compose-mail.ts';
import type { SiteBrand } from './site-brand.ts';

/** The parts a template writes itself; the rest come from the site, the locale and the name. */
export type WrittenParts = Omit<MailParts, 'greeting' | 'siteName' | 'siteUrl' | 'locale'>;

export function greetedMail(
  firstName: string,
  site: SiteBrand,
  locale: SiteLocale,
  written: WrittenParts,
): ComposedMail {
  return composeMail({ ...site, locale, ...written, greeting: greetingFor(firstName, locale) });
}
