import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { z } from '../validation/zod-mini.ts';
import { fieldMessages } from './messages.ts';

/** A required single-line text, trimmed, bounded like its database column. */
export function requiredText(message: string, max: number) {
  return z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, fieldMessages.tooLong(max)));
}

/** An optional text: trimmed; empty becomes undefined so it is stored as null. */
export function optionalText(max: number) {
  return z.pipe(
    z.string().check(z.trim(), z.maxLength(max, fieldMessages.tooLong(max))),
    z.transform((value: string) => (value === '' ? undefined : value)),
  );
}

/** A required e-mail address (the database's email_address domain accepts the same shape). */
export const emailField = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, fieldMessages.emailRequired),
      z.maxLength(FIELD_LIMITS.email, fieldMessages.tooLong(FIELD_LIMITS.email)),
    ),
  z.email(fieldMessages.emailInvalid),
);

export const phoneField = requiredText(fieldMessages.phoneRequired, FIELD_LIMITS.phone);

/** The honeypot field (honeypot.ts): any text is accepted here and judged after parsing. */
export const honeypotField = z._default(z.string(), '');
