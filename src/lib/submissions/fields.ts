import { z } from '../validation/zod.ts';
import { fieldMessages } from './messages.ts';

/** A required single-line text, trimmed, bounded like its database column. */
export function requiredText(message: string, max: number) {
  return z.string().trim().min(1, message).max(max, fieldMessages.tooLong(max));
}

/** An optional text: trimmed; empty becomes undefined so it is stored as null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, fieldMessages.tooLong(max))
    .transform((value) => (value === '' ? undefined : value));
}

/** A required e-mail address (the database's email_address domain accepts the same shape). */
export const emailField = z
  .string()
  .trim()
  .min(1, fieldMessages.emailRequired)
  .max(254, fieldMessages.tooLong(254))
  .pipe(z.email(fieldMessages.emailInvalid));

export const phoneField = requiredText(fieldMessages.phoneRequired, 40);
