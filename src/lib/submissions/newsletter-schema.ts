import { z } from '../validation/zod.ts';
import { honeypotField } from './honeypot.ts';
import { fieldMessages, newsletterMessages } from './messages.ts';

/**
 * The newsletter sign-up. Spec §5: name and e-mail must be non-empty after trimming, else one
 * destructive notice; phone is optional (null when empty). A malformed e-mail gets a field
 * message, so the visitor can fix it rather than meet a generic failure from the database.
 */
export const newsletterSchema = z.object({
  fullName: z.string().trim().min(1, newsletterMessages.emptyFields).max(200),
  email: z
    .string()
    .trim()
    .min(1, newsletterMessages.emptyFields)
    .max(254, fieldMessages.tooLong(254))
    .pipe(z.email(fieldMessages.emailInvalid)),
  phone: z
    .string()
    .trim()
    .max(40)
    .transform((value) => (value === '' ? null : value)),
  website: honeypotField,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSignup = z.output<typeof newsletterSchema>;
