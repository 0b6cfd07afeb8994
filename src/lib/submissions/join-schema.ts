import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { formWordsFor } from '../i18n/islands/forms.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { z } from '../validation/zod-mini.ts';
import { emailField, honeypotField, optionalText, phoneField, requiredText } from './fields.ts';
import { ROLE_VALUES } from './roles.ts';
import { normalizeWebAddress } from './web-address.ts';

/** Step 1 of the join modal: who the applicant is, with messages in `locale`. */
export function joinStepOneSchemaIn(locale: Locale) {
  const messages = formWordsFor(locale).fields;
  return z.object({
    fullName: requiredText(messages.fullNameRequired, FIELD_LIMITS.personName, messages.tooLong),
    phone: phoneField(messages),
    email: emailField(messages),
    company: requiredText(messages.companyRequired, FIELD_LIMITS.company, messages.tooLong),
    role: z.enum(ROLE_VALUES, messages.roleRequired),
  });
}

/** Step 2: how the applicant reached the network. */
export function joinStepTwoSchemaIn(locale: Locale) {
  const messages = formWordsFor(locale).fields;
  return z.object({
    linkedinUrl: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, messages.linkedinRequired),
          z.maxLength(FIELD_LIMITS.linkedinUrl, messages.tooLong(FIELD_LIMITS.linkedinUrl)),
        ),
      z.transform((value: string, context) => {
        const url = normalizeWebAddress(value);
        if (url === undefined) {
          context.issues.push({ code: 'custom', message: messages.linkedinInvalid, input: value });
          return z.NEVER;
        }
        return url;
      }),
    ),
    referredBy: requiredText(messages.referrerRequired, FIELD_LIMITS.referredBy, messages.tooLong),
    additionalInfo: optionalText(FIELD_LIMITS.additionalInfo, messages.tooLong),
  });
}

/** The whole application, both steps and the honeypot, with messages in `locale`. */
export function joinApplicationSchemaIn(locale: Locale) {
  return z.extend(joinStepOneSchemaIn(locale), {
    ...joinStepTwoSchemaIn(locale).shape,
    website: honeypotField,
  });
}

/** The rules with their English messages. */
export const joinStepOneSchema = joinStepOneSchemaIn(defaultLocale);
export const joinStepTwoSchema = joinStepTwoSchemaIn(defaultLocale);
export const joinApplicationSchema = joinApplicationSchemaIn(defaultLocale);

/** What the form holds while typing (all strings). */
export type JoinApplicationInput = z.input<typeof joinApplicationSchema>;
/** What a valid application is after trimming and normalising. */
export type JoinApplication = z.output<typeof joinApplicationSchema>;

/** The fields each step validates before moving on. */
export const JOIN_STEP_ONE_FIELDS = Object.keys(joinStepOneSchema.shape) as Array<
  keyof z.input<typeof joinStepOneSchema>
>;
