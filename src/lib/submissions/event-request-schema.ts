import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import {
  EVENT_TYPES,
  type EventType,
} from '../../../supabase/functions/_shared/domain/event-types.ts';
import { formWordsFor } from '../i18n/islands/forms.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { z } from '../validation/zod-mini.ts';
import { emailField, honeypotField, phoneField, requiredText } from './fields.ts';
import { ROLE_VALUES } from './roles.ts';

export { EVENT_TYPES, type EventType };

/**
 * An invitation request for a forum or dinner (docs/behaviour/submissions.md#invitation-requests):
 * every field is required; the messages are in `locale`.
 */
export function eventRequestSchemaIn(locale: Locale) {
  const messages = formWordsFor(locale).fields;
  return z.object({
    name: requiredText(messages.fullNameRequired, FIELD_LIMITS.personName, messages.tooLong),
    phone: phoneField(messages),
    email: emailField(messages),
    company: requiredText(messages.companyRequired, FIELD_LIMITS.company, messages.tooLong),
    role: z.enum(ROLE_VALUES, messages.roleRequired),
    interests: requiredText(messages.interestsRequired, FIELD_LIMITS.interests, messages.tooLong),
    website: honeypotField,
  });
}

/** The rule with its English messages. */
export const eventRequestSchema = eventRequestSchemaIn(defaultLocale);

export type EventRequestInput = z.input<typeof eventRequestSchema>;
export type EventRequest = z.output<typeof eventRequestSchema>;
