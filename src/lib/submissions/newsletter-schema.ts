import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { formWordsFor } from '../i18n/islands/forms.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { z } from '../validation/zod-mini.ts';
import { honeypotField } from './fields.ts';

/**
 * The newsletter sign-up (docs/behaviour/submissions.md#newsletter): name and e-mail must be
 * non-empty after trimming, else one destructive notice; phone is optional (null when empty). A
 * malformed e-mail gets a field message, so the visitor can fix it rather than meet a generic
 * failure from the database. The messages are in `locale`.
 */
export function newsletterSchemaIn(locale: Locale) {
  const { fields, newsletter } = formWordsFor(locale);
  return z.object({
    fullName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, newsletter.emptyFields),
        z.maxLength(FIELD_LIMITS.personName),
      ),
    email: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, newsletter.emptyFields),
          z.maxLength(FIELD_LIMITS.email, fields.tooLong(FIELD_LIMITS.email)),
        ),
      z.email(fields.emailInvalid),
    ),
    phone: z.pipe(
      z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.phone)),
      z.transform((value: string) => (value === '' ? null : value)),
    ),
    /** The marketing consent: its own box, never ticked for the visitor. */
    marketingConsent: z
      .boolean(newsletter.consentRequired)
      .check(z.refine((ticked) => ticked, newsletter.consentRequired)),
    website: honeypotField,
  });
}

/** The rule with its English messages. */
export const newsletterSchema = newsletterSchemaIn(defaultLocale);

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSignup = z.output<typeof newsletterSchema>;
