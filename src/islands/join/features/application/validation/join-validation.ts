// The join form's checks: zod and the application's schema, ~14 KiB gzip that opening the modal
// does not need. Loaded on demand through load-join-validation.ts only.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from '~/lib/i18n/locales.ts';
import { JOIN_STEP_ONE_FIELDS, joinApplicationSchemaIn } from '~/lib/submissions/join-schema.ts';

/** The resolver whose messages are in `locale`. */
export function joinResolverIn(locale: Locale) {
  return zodResolver(joinApplicationSchemaIn(locale));
}
export { JOIN_STEP_ONE_FIELDS };
