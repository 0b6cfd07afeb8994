// Sent to a visitor right after they subscribe to the newsletter, in the sign-up's language.
import { greetedMail } from './greeted-mail.ts';

export interface NewsletterConfirmationData {
  firstName: string;
  /** The one-click unsubscribe link every marketing mail carries (mail/marketing-mail.ts). */
  unsubscribeUrl: string;
}

export const newsletterConfirmationMail = greetedMail(
  (data: NewsletterConfirmationData, words, site) => ({
    unsubscribeUrl: data.unsubscribeUrl,
    ...words.newsletterConfirmation(site),
  }),
);
