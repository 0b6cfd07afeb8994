// Sent to a visitor right after they apply to join the network.
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface NetworkConfirmationData {
  firstName: string;
  company?: string | undefined;
}

export function networkConfirmationMail(
  data: NetworkConfirmationData,
  site: SiteBrand,
): ComposedMail {
  return composeMail({
    ...site,
    subject: `We received your application to ${site.siteName}`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `Thank you for your interest in joining ${site.siteName}${data.company ? ` on behalf of ${data.company}` : ''}. Your application has reached us.`,
      'Our team reviews every application personally. We will be in touch soon with the outcome and, if you are accepted, with the next steps.',
      'If you did not apply, you can ignore this e-mail; nothing further will happen.',
    ],
  });
}
