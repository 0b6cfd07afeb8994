// Sent to a visitor right after they apply to join the network, in the application's language.
import { greetedMail } from './greeted-mail.ts';

export interface NetworkConfirmationData {
  firstName: string;
  company?: string | undefined;
}

export const networkConfirmationMail = greetedMail((data: NetworkConfirmationData, words, site) =>
  words.networkConfirmation(site, data.company),
);
