// The consent value lists (issue 27; supabase/migrations/…_consents.sql): what a consent is for,
// given or withdrawn, how and through which form it was recorded. The ids are the SQL domains as
// `npm run gen:types` reads them; tests/integration/database/value-lists.test.ts pins them.
import { Constants, type Database } from '../database.types.ts';

type Enums = Database['public']['Enums'];
export type ConsentPurpose = Enums['consent_purpose'];
export type ConsentStatus = Enums['consent_status'];
export type ConsentMethod = Enums['consent_method'];
export type ConsentForm = Enums['consent_form'];

export const CONSENT_PURPOSES = Constants.public.Enums.consent_purpose;
export const CONSENT_STATUSES = Constants.public.Enums.consent_status;
export const CONSENT_METHODS = Constants.public.Enums.consent_method;
export const CONSENT_FORMS = Constants.public.Enums.consent_form;

/** How each purpose is named to staff and in the privacy notice. */
export const CONSENT_PURPOSE_LABELS = {
  membership_application: 'Membership application',
  event_invitation: 'Event invitation',
  newsletter: 'Newsletter and marketing',
  contact_reply: 'Reply to a message',
} as const satisfies Record<ConsentPurpose, string>;
