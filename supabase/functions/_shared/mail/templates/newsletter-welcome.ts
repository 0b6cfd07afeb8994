// The first newsletter mail, sent once the address's owner confirmed the sign-up, in its language:
// a marketing mail, so it carries the one-click unsubscribe link (mail/marketing-mail.ts).
import { greetedMail } from './greeted-mail.ts';

export interface NewsletterWelcomeData {
  firstName: string;
  /** The one-click unsubscribe link every marketing mail carries (mail/marketing-mail.ts). */
  unsubscribeUrl: string;
}

export const newsletterWelcomeMail = greetedMail((data: NewsletterWelcomeData, words, site) => ({
  unsubscribeUrl: data.unsubscribeUrl,
  ...words.newsletterWelcome(site),
}));
