// Thanks a visitor for their application to join, right after the join form stored it.
import { z } from 'zod';
import { defineJsonFunction } from '../http/define-handler.ts';
import { FIELD_LIMITS } from '../domain/field-limits.ts';
import { emailField, fullNameField, optionalText } from '../inputs/fields.ts';
import { splitFullName } from '../inputs/split-full-name.ts';
import { networkConfirmationMail } from '../mail/templates/network-confirmation.ts';
import { confirmRecentSubmission } from '../submissions/confirm-recent-submission.ts';

export const networkConfirmationInput = z.object({
  fullName: fullNameField,
  email: emailField,
  company: optionalText('Company', FIELD_LIMITS.company),
  title: optionalText('Title', FIELD_LIMITS.title),
});

export const sendNetworkConfirmation = defineJsonFunction({
  name: 'send-network-confirmation',
  input: networkConfirmationInput,
  handle: (input, { deps }) =>
    confirmRecentSubmission(deps, {
      tag: 'send-network-confirmation',
      table: 'membership_requests',
      email: input.email,
      compose: (_row, site) =>
        networkConfirmationMail(
          { firstName: splitFullName(input.fullName).firstName, company: input.company },
          site,
        ),
    }),
});
