// Sent to a visitor right after they apply to join the network, in the application's language.
import type { SiteLocale } from '../../i18n/site-locale.ts';
import type { ComposedMail } from '../compose-mail.ts';
import { mailWords } from '../words/mail-words.ts';
import { greetedMail } from './greeted-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface NetworkConfirmationData {
  firstName: string;
  company?: string | undefined;
}

export function networkConfirmationMail(
  data: NetworkConfirmationData,
  site: SiteBrand,
  locale: SiteLocale = 'en',
): ComposedMail {
  return greetedMail(
    data.firstName,
    site,
    locale,
    mailWords(locale).networkConfirmation(site, data.company),
  );
}
