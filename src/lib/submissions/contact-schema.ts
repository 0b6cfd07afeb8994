import { z } from '../validation/zod-mini.ts';
import { emailField, requiredText } from './fields.ts';
import { honeypotField } from './honeypot.ts';
import { fieldMessages } from './messages.ts';

/** The /contact form: name, a valid e-mail and a message (spec §5). */
export const contactSchema = z.object({
  name: requiredText(fieldMessages.nameRequired, 200),
  email: emailField,
  message: requiredText(fieldMessages.messageRequired, 5000),
  website: honeypotField,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
