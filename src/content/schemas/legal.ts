import { z } from 'astro/zod';
import { localized } from './localized.ts';

/**
 * A legal text's version ("3" or "3.1"): the privacy notice's is stored with every consent, so it
 * follows the SQL domain public.notice_version (supabase/migrations/…_consents.sql).
 */
export const noticeVersionSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,5}(\.[0-9]{1,5})?$/, 'version must look like 3 or 3.1');

/** A legal page (content/legal/<slug>.md); the Markdown body is the text. */
export const legalSchema = z.object({
  /** Page heading and title, in each language (`{ en, ar }`) or English only. */
  title: localized(z.string().min(1).max(70)),
  /** Meta description, 50–160 characters, in each language or English only. */
  description: localized(z.string().min(50).max(160)),
  /** The text's version; raise it with every change, so consents keep the one they were given under. */
  version: noticeVersionSchema,
  /** Date of this version, shown under the heading (YYYY-MM-DD). */
  date: z.coerce.date(),
});

/**
 * A legal text's translation (content/legal/<slug>.<lang>.md): only the body; title, description,
 * version and date stay in the English file, so a translation is always of a known version.
 */
export const legalTranslationSchema = z.object({
  /** The English file's version this text translates; content:check reports a mismatch. */
  version: noticeVersionSchema,
});
