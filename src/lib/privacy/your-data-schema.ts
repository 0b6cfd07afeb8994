import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { PRIVACY_REQUEST_KINDS } from '../../../supabase/functions/_shared/domain/privacy.ts';
import { emailField, honeypotField, optionalText } from '../submissions/fields.ts';
import { fieldMessages } from '../submissions/messages.ts';
import { z } from '../validation/zod-mini.ts';
import { yourDataMessages } from './your-data-messages.ts';

/**
 * The /your-data form (docs/behaviour/privacy-requests.md#the-form): what the person wants (one
 * of the SQL domain's kinds), their address, and optional details bounded like their column.
 * The page is English only, so are its messages.
 */
export const yourDataSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, yourDataMessages.kindRequired),
  email: emailField(fieldMessages),
  details: optionalText(FIELD_LIMITS.privacyDetails, fieldMessages.tooLong),
  website: honeypotField,
});

export type YourDataInput = z.input<typeof yourDataSchema>;
export type YourDataRequest = z.output<typeof yourDataSchema>;
