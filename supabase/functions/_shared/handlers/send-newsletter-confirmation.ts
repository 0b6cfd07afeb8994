// Confirms a newsletter subscription, right after the subscribe RPC stored the contact.
import { z } from 'zod';
import { defineJsonFunction } from '../http/define-handler.ts';
import { FIELD_LIMITS } from '../domain/field-limits.ts';
import { emailField, fullNameField, optionalText } from '../inputs/fields.ts';
import { splitFullName } from '../inputs/split-full-name.ts';
import { newsletterConfirmationMail } from '../mail/templates/newsletter-confirmation.ts';
import { confirmRecentSubmission } from '../submissions/confirm-recent-submission.ts';

export const newsletterConfirmationInput = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: optionalText('Phone', FIELD_LIMITS.phone),
});

export const sendNewsletterConfirmation = defineJsonFunction({
  name: 'send-newsletter-confirmation',
  input: newsletterConfirmationInput,
  handle: (input, { deps }) =>
    confirmRecentSubmission(deps, {
      tag: 'send-newsletter-confirmation',
      table: 'contacts',
      email: input.email,
      match: { source: 'newsletter' },
      compose: (_row, site) =>
        newsletterConfirmationMail({ firstName: splitFullName(input.fullName).firstName }, site),
    }),
});
