// The newsletter's double opt-in mail, sent right after a sign-up in its language: its button
// leads to the confirm page, and nothing else reaches the address until it is pressed.
import type { SiteLocale } from '../../i18n/site-locale.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { greetingFor } from '../greeting.ts';
import { mailWords } from '../words/mail-words.ts';
import type { SiteBrand } from './site-brand.ts';

export interface NewsletterConfirmationData {
  firstName: string;
  /** The confirm page with the sign-up's token (handlers/send-newsletter-confirmation.ts). */
  confirmUrl: string;
}

export function newsletterConfirmationMail(
  data: NewsletterConfirmationData,
  site: SiteBrand,
  locale: SiteLocale = 'en',
): ComposedMail {
  const words = mailWords(locale).newsletterConfirmation(site);
  return composeMail({
    ...site,
    locale,
    subject: words.subject,
    greeting: greetingFor(data.firstName, locale),
    paragraphs: words.paragraphs,
    action: { label: words.action, url: data.confirmUrl },
    afterAction: words.afterAction,
  });
}
