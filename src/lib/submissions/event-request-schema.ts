import { z } from '../validation/zod-mini.ts';
import { emailField, phoneField, requiredText } from './fields.ts';
import { honeypotField } from './honeypot.ts';
import { fieldMessages } from './messages.ts';
import { ROLE_VALUES } from './roles.ts';

/** The invitation-only event types with an in-page request form. */
export const EVENT_TYPES = ['forum', 'dinner'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** An invitation request for a forum or dinner (spec §3, §5): every field is required. */
export const eventRequestSchema = z.object({
  name: requiredText(fieldMessages.fullNameRequired, 200),
  phone: phoneField,
  email: emailField,
  company: requiredText(fieldMessages.companyRequired, 200),
  role: z.enum(ROLE_VALUES, fieldMessages.roleRequired),
  interests: requiredText(fieldMessages.interestsRequired, 2000),
  website: honeypotField,
});

export type EventRequestInput = z.input<typeof eventRequestSchema>;
export type EventRequest = z.output<typeof eventRequestSchema>;
