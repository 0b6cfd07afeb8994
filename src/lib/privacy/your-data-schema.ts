import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { PRIVACY_REQUEST_KINDS } from '../../../supabase/functions/_shared/domain/privacy.ts';
import { formWordsFor } from '../i18n/islands/forms.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { emailField, honeypotField, optionalText } from '../submissions/fields.ts';
import { z } from '../validation/zod-mini.ts';
import { yourDataMessagesIn } from './your-data-messages.ts';

/**
 * The /your-data form (docs/behaviour/privacy-requests.md#the-form): what the person wants (one
 * of the SQL domain's kinds), their address, and optional details bounded like their column, its
 * messages in `locale` (the same rule on /your-data and /ar/your-data).
 */
export function yourDataSchemaIn(locale: Locale) {
  const messages = formWordsFor(locale).fields;
  return z.object({
    kind: z.enum(PRIVACY_REQUEST_KINDS, yourDataMessagesIn(locale).kindRequired),
    email: emailField(messages),
    details: optionalText(FIELD_LIMITS.privacyDetails, messages.tooLong),
    website: honeypotField,
  });
}

/** The rule with its English messages. */
export const yourDataSchema = yourDataSchemaIn(defaultLocale);

export type YourDataInput = z.input<typeof yourDataSchema>;
export type YourDataRequest = z.output<typeof yourDataSchema>;
