import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { formWordsFor } from '../i18n/islands/forms.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { z } from '../validation/zod-mini.ts';
import { emailField, honeypotField, requiredText } from './fields.ts';

/**
 * The /contact form: name, a valid e-mail and a message
 * (docs/behaviour/submissions.md#contact-form), its messages in `locale`.
 */
export function contactSchemaIn(locale: Locale) {
  const messages = formWordsFor(locale).fields;
  return z.object({
    name: requiredText(messages.nameRequired, FIELD_LIMITS.personName, messages.tooLong),
    email: emailField(messages),
    message: requiredText(messages.messageRequired, FIELD_LIMITS.message, messages.tooLong),
    website: honeypotField,
  });
}

/** The rule with its English messages. */
export const contactSchema = contactSchemaIn(defaultLocale);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
