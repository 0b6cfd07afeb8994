import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { z } from '../validation/zod-mini.ts';
import { honeypotField } from './fields.ts';
import { fieldMessages, newsletterMessages } from './messages.ts';

/**
 * The newsletter sign-up (docs/behaviour/submissions.md#newsletter): name and e-mail must be
 * non-empty after trimming, else one destructive notice; phone is optional (null when empty). A
 * malformed e-mail gets a field
 * message, so the visitor can fix it rather than meet a generic failure from the database.
 */
export const newsletterSchema = z.object({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, newsletterMessages.emptyFields),
      z.maxLength(FIELD_LIMITS.personName),
    ),
  email: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, newsletterMessages.emptyFields),
        z.maxLength(FIELD_LIMITS.email, fieldMessages.tooLong(FIELD_LIMITS.email)),
      ),
    z.email(fieldMessages.emailInvalid),
  ),
  phone: z.pipe(
    z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.phone)),
    z.transform((value: string) => (value === '' ? null : value)),
  ),
  /** The marketing consent: its own box, never ticked for the visitor. */
  marketingConsent: z
    .boolean(newsletterMessages.consentRequired)
    .check(z.refine((ticked) => ticked, newsletterMessages.consentRequired)),
  website: honeypotField,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSignup = z.output<typeof newsletterSchema>;
