import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import {
  EVENT_TYPES,
  type EventType,
} from '../../../supabase/functions/_shared/domain/event-types.ts';
import { z } from '../validation/zod-mini.ts';
import { emailField, honeypotField, phoneField, requiredText } from './fields.ts';
import { fieldMessages } from './messages.ts';
import { ROLE_VALUES } from './roles.ts';

export { EVENT_TYPES, type EventType };

/**
 * An invitation request for a forum or dinner (docs/behaviour/submissions.md#invitation-requests):
 * every field is required.
 */
export const eventRequestSchema = z.object({
  name: requiredText(fieldMessages.fullNameRequired, FIELD_LIMITS.personName),
  phone: phoneField,
  email: emailField,
  company: requiredText(fieldMessages.companyRequired, FIELD_LIMITS.company),
  role: z.enum(ROLE_VALUES, fieldMessages.roleRequired),
  interests: requiredText(fieldMessages.interestsRequired, FIELD_LIMITS.interests),
  website: honeypotField,
});

export type EventRequestInput = z.input<typeof eventRequestSchema>;
export type EventRequest = z.output<typeof eventRequestSchema>;
