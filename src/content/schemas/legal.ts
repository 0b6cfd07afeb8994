import { z } from 'astro/zod';

/** A legal page (content/legal/<slug>.md); the Markdown body is the text. */
export const legalSchema = z.object({
  /** Page heading and title. */
  title: z.string().min(1).max(70),
  /** Meta description, 50–160 characters. */
  description: z.string().min(50).max(160),
  /** Date of the last change, shown under the heading (YYYY-MM-DD). */
  lastUpdated: z.coerce.date(),
});
