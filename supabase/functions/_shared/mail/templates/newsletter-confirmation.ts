// Sent to a visitor right after they subscribe to the newsletter.
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface NewsletterConfirmationData {
  firstName: string;
}

export function newsletterConfirmationMail(
  data: NewsletterConfirmationData,
  site: SiteBrand,
): ComposedMail {
  return composeMail({
    ...site,
    subject: `You are subscribed to the ${site.siteName} newsletter`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `Thank you for signing up for the ${site.siteName} newsletter.`,
      'You will receive our guide to landing and expanding in Saudi Arabia, along with news of upcoming gatherings and opportunities.',
      'If you did not sign up, you can ignore this e-mail or reply to let us know.',
    ],
  });
}
