import { z } from 'astro/zod';

/**
 * A legal text's version ("3" or "3.1"): the privacy notice's is stored with every consent, so it
 * follows the SQL domain public.notice_version (supabase/migrations/…_consents.sql).
 */
export const noticeVersionSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,5}(\.[0-9]{1,5})?$/, 'version must look like 3 or 3.1');

/** A legal page (content/legal/<slug>.md); the Markdown body is the text. */
export const legalSchema = z.object({
  /** Page heading and title. */
  title: z.string().min(1).max(70),
  /** Meta description, 50–160 characters. */
  description: z.string().min(50).max(160),
  /** The text's version; raise it with every change, so consents keep the one they were given under. */
  version: noticeVersionSchema,
  /** Date of this version, shown under the heading (YYYY-MM-DD). */
  date: z.coerce.date(),
});
