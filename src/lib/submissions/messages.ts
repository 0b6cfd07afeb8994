import { formsEn } from '../i18n/islands/forms-en.ts';

/**
 * The forms' English texts under their names of old (docs/behaviour/submissions.md, word for
 * word), for the tests that assert them. Every language's words live in src/lib/i18n/islands/forms.ts.
 */
export const joinMessages = formsEn.join;
export const eventRequestMessages = formsEn.eventRequest;
export const newsletterMessages = formsEn.newsletter;
/** What each public form says about its purpose, before the privacy notice link. */
export const formPurposes = formsEn.purposes;
export const contactMessages = formsEn.contact;
/** Shown by every form when the server-side throttle refuses a submission. */
export const throttledMessage = formsEn.throttled;
/** Field messages shown under the inputs. */
export const fieldMessages = formsEn.fields;
