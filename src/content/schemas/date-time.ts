import { z } from 'astro/zod';

/**
 * A timestamp written in quotes with its offset, e.g. '2025-04-20T19:30:00+03:00' (Asia/Riyadh).
 * Quotes matter: unquoted, YAML makes a date itself and an offset left out would silently mean UTC.
 */
export const zonedDateTime = z
  .string({
    error: "write the date-time in quotes with its offset, e.g. '2025-04-20T19:30:00+03:00'",
  })
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/,
    'write an ISO date-time with its offset, e.g. 2025-04-20T19:30:00+03:00',
  )
  .transform((value) => new Date(value));
