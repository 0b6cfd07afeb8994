// How the reply mails are put together: the site's name and address, the words for this mail in
// the person's language, and a greeting by their first name in that language.
import type { SiteLocale } from '../../i18n/site-locale.ts';
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail, type MailParts } from '../compose-mail.ts';
import { mailWords, type MailWords } from '../words/mail-words.ts';
import type { SiteBrand } from './site-brand.ts';

/** The parts a template writes itself; the rest come from the site, the locale and the name. */
export type WrittenParts = Omit<MailParts, 'greeting' | 'siteName' | 'siteUrl' | 'locale'>;

/** A template from what it writes, given its data, the language's words and the site. */
export function greetedMail<Data extends { firstName: string }>(
  write: (data: Data, words: MailWords, site: SiteBrand) => WrittenParts,
): (data: Data, site: SiteBrand, locale?: SiteLocale) => ComposedMail {
  return (data, site, locale = 'en') =>
    composeMail({
      ...site,
      locale,
      ...write(data, mailWords(locale), site),
      greeting: greetingFor(data.firstName, locale),
    });
}
