// The input of the staff privacy actions: the person's address, and the privacy request being
// answered (for the audit row) when there is one.
import { z } from 'zod';

export const personDataInput = z.object({
  email: z
    .string({ error: 'email must be the person’s e-mail address' })
    .trim()
    .min(3, { error: 'email must be the person’s e-mail address' })
    .max(320, { error: 'email must be at most 320 characters' }),
  privacyRequestId: z
    .uuid({ error: 'privacyRequestId must be a privacy request id (a UUID)' })
    .optional(),
});

/**
 * Bad input as the database refuses it: an invalid argument or value, a value too long, a check
 * (an address the email_address domain refuses answered 500 before).
 */
const BAD_INPUT_CODES = new Set(['22023', '22P02', '22001', '23514']);

/** A database refusal (PT409, PT404, 42501, bad input) as the HTTP status the caller sees. */
export function statusOfDatabaseError(code: string | undefined): number {
  if (code && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return 403;
  if (code && BAD_INPUT_CODES.has(code)) return 400;
  return 500;
}
