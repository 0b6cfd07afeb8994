import { z } from 'astro/zod';

/**
 * A short fact in one or more languages (src/lib/i18n/localized.ts): a plain string means English
 * only; `{ en, ar }` gives the Arabic too. Both texts follow the same rule (`text`, e.g. a length).
 */
export function localized<T extends z.ZodString>(text: T) {
  return z.union([text, z.strictObject({ en: text, ar: text.optional() })]);
}
