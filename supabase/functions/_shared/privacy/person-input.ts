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

/** A database refusal (PT409, PT404, 42501, 22023) as the HTTP status the caller sees. */
export function statusOfDatabaseError(code: string | undefined): number {
  if (code && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return 403;
  if (code === '22023' || code === '22P02') return 400;
  return 500;
}
