// Sent to a visitor right after they subscribe to the newsletter, in the sign-up's language.
import type { SiteLocale } from '../../i18n/site-locale.ts';
import type { ComposedMail } from '../compose-mail.ts';
import { mailWords } from '../words/mail-words.ts';
import { greetedMail } from './greeted-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface NewsletterConfirmationData {
  firstName: string;
  /** The one-click unsubscribe link every marketing mail carries (mail/marketing-mail.ts). */
  unsubscribeUrl: string;
}

export function newsletterConfirmationMail(
  data: NewsletterConfirmationData,
  site: SiteBrand,
  locale: SiteLocale = 'en',
): ComposedMail {
  return greetedMail(data.firstName, site, locale, {
    unsubscribeUrl: data.unsubscribeUrl,
    ...mailWords(locale).newsletterConfirmation(site),
  });
}
