// Sent to a visitor right after they subscribe to the newsletter.
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface NewsletterConfirmationData {
  firstName: string;
  /** The one-click unsubscribe link every marketing mail carries (mail/marketing-mail.ts). */
  unsubscribeUrl: string;
}

export function newsletterConfirmationMail(
  data: NewsletterConfirmationData,
  site: SiteBrand,
): ComposedMail {
  return composeMail({
    ...site,
    unsubscribeUrl: data.unsubscribeUrl,
    subject: `You are subscribed to the ${site.siteName} newsletter`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `Thank you for signing up for the ${site.siteName} newsletter.`,
      'You will receive our guide to landing and expanding in Saudi Arabia, along with news of upcoming gatherings and opportunities.',
      'If you did not sign up, or no longer want the newsletter, the unsubscribe link at the end of this e-mail stops it at once.',
    ],
  });
}
