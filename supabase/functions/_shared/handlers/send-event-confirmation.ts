// Acknowledges a forum or dinner invitation request, right after the form stored it.
import { z } from 'zod';
import { defineJsonFunction } from '../http/define-handler.ts';
import { FIELD_LIMITS } from '../domain/field-limits.ts';
import { emailField, eventTypeField, fullNameField, optionalText } from '../inputs/fields.ts';
import { splitFullName } from '../inputs/split-full-name.ts';
import { eventConfirmationMail } from '../mail/templates/event-confirmation.ts';
import { confirmRecentSubmission } from '../submissions/confirm-recent-submission.ts';

export const eventConfirmationInput = z.object({
  eventType: eventTypeField,
  fullName: fullNameField,
  email: emailField,
  company: optionalText('Company', FIELD_LIMITS.company),
});

export const sendEventConfirmation = defineJsonFunction({
  name: 'send-event-confirmation',
  input: eventConfirmationInput,
  handle: (input, { deps }) =>
    confirmRecentSubmission(deps, {
      tag: 'send-event-confirmation',
      table: 'event_requests',
      email: input.email,
      match: { event_type: input.eventType },
      compose: (_row, site) =>
        eventConfirmationMail(
          {
            firstName: splitFullName(input.fullName).firstName,
            eventType: input.eventType,
            company: input.company,
          },
          site,
        ),
    }),
});
