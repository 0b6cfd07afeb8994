import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { z } from '../validation/zod-mini.ts';
import { emailField, honeypotField, optionalText, phoneField, requiredText } from './fields.ts';
import { fieldMessages } from './messages.ts';
import { ROLE_VALUES } from './roles.ts';
import { normalizeWebAddress } from './web-address.ts';

/** Step 1 of the join modal: who the applicant is. */
export const joinStepOneSchema = z.object({
  fullName: requiredText(fieldMessages.fullNameRequired, FIELD_LIMITS.personName),
  phone: phoneField,
  email: emailField,
  company: requiredText(fieldMessages.companyRequired, FIELD_LIMITS.company),
  role: z.enum(ROLE_VALUES, fieldMessages.roleRequired),
});

/** Step 2: how the applicant reached the network. */
export const joinStepTwoSchema = z.object({
  linkedinUrl: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, fieldMessages.linkedinRequired),
        z.maxLength(FIELD_LIMITS.linkedinUrl, fieldMessages.tooLong(FIELD_LIMITS.linkedinUrl)),
      ),
    z.transform((value: string, context) => {
      const url = normalizeWebAddress(value);
      if (url === undefined) {
        context.issues.push({
          code: 'custom',
          message: fieldMessages.linkedinInvalid,
          input: value,
        });
        return z.NEVER;
      }
      return url;
    }),
  ),
  referredBy: requiredText(fieldMessages.referrerRequired, FIELD_LIMITS.referredBy),
  additionalInfo: optionalText(FIELD_LIMITS.additionalInfo),
});

export const joinApplicationSchema = z.extend(joinStepOneSchema, {
  ...joinStepTwoSchema.shape,
  website: honeypotField,
});

/** What the form holds while typing (all strings). */
export type JoinApplicationInput = z.input<typeof joinApplicationSchema>;
/** What a valid application is after trimming and normalising. */
export type JoinApplication = z.output<typeof joinApplicationSchema>;

/** The fields each step validates before moving on. */
export const JOIN_STEP_ONE_FIELDS = Object.keys(joinStepOneSchema.shape) as Array<
  keyof z.input<typeof joinStepOneSchema>
>;
