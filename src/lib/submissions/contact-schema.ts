import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { z } from '../validation/zod-mini.ts';
import { emailField, honeypotField, requiredText } from './fields.ts';
import { fieldMessages } from './messages.ts';

/**
 * The /contact form: name, a valid e-mail and a message
 * (docs/behaviour/submissions.md#contact-form).
 */
export const contactSchema = z.object({
  name: requiredText(fieldMessages.nameRequired, FIELD_LIMITS.personName),
  email: emailField,
  message: requiredText(fieldMessages.messageRequired, FIELD_LIMITS.message),
  website: honeypotField,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
