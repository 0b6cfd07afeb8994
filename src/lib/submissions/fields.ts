import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import type { FieldMessages } from '../i18n/islands/forms.ts';
import { z } from '../validation/zod-mini.ts';

/** A required single-line text, trimmed, bounded like its database column. */
export function requiredText(message: string, max: number, tooLong: FieldMessages['tooLong']) {
  return z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
}

/** An optional text: trimmed; empty becomes undefined so it is stored as null. */
export function optionalText(max: number, tooLong: FieldMessages['tooLong']) {
  return z.pipe(
    z.string().check(z.trim(), z.maxLength(max, tooLong(max))),
    z.transform((value: string) => (value === '' ? undefined : value)),
  );
}

/** A required e-mail address (the database's email_address domain accepts the same shape). */
export function emailField(messages: FieldMessages) {
  return z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, messages.emailRequired),
        z.maxLength(FIELD_LIMITS.email, messages.tooLong(FIELD_LIMITS.email)),
      ),
    z.email(messages.emailInvalid),
  );
}

export function phoneField(messages: FieldMessages) {
  return requiredText(messages.phoneRequired, FIELD_LIMITS.phone, messages.tooLong);
}

/** The honeypot field (honeypot.ts): any text is accepted here and judged after parsing. */
export const honeypotField = z._default(z.string(), '');
