import type { Locale } from '~/lib/i18n/locales.ts';
import { isHoneypotFilled } from '~/lib/submissions/honeypot.ts';
import type { NewsletterSignup } from '~/lib/submissions/newsletter-schema.ts';
import { splitFullName } from '~/lib/submissions/split-full-name.ts';
import { PRIVACY_NOTICE_VERSION } from '~/lib/privacy/notice-version.ts';
import { classifySubmissionError } from '~/lib/submissions/submission-error.ts';
import { loadSupabase, REQUEST_TIMEOUT_MS } from '../../../../shared/api/supabase.ts';
import type { SubmissionOutcome } from '../../../../shared/api/submission-outcome.ts';

/**
 * Signs a visitor up (docs/behaviour/submissions.md#newsletter) through the subscribe_newsletter
 * RPC, which stores an unconfirmed sign-up and queues its confirmation link in the same
 * transaction, the same for every address (docs/behaviour/submissions.md#after-the-insert); the
 * consent counts once the address's owner presses the link's button. `locale` is the page's
 * language, kept with the sign-up for its mail (docs/behaviour/submissions.md#language).
 */
export async function subscribeNewsletter(
  signup: NewsletterSignup,
  locale: Locale,
): Promise<SubmissionOutcome> {
  if (isHoneypotFilled(signup.website)) return 'success';
  try {
    const supabase = await loadSupabase();
    const { firstName, lastName } = splitFullName(signup.fullName);
    const { error } = await supabase
      .rpc('subscribe_newsletter', {
        first_name: firstName,
        last_name: lastName,
        email: signup.email,
        // The box the visitor ticked, and the notice it was shown under (…_consents.sql).
        marketing_consent: signup.marketingConsent,
        notice_version: PRIVACY_NOTICE_VERSION,
        locale,
        // Optional in SQL (defaults to null): sent only when given.
        ...(signup.phone ? { phone: signup.phone } : {}),
      })
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    return error ? classifySubmissionError(error) : 'success';
  } catch (error) {
    console.warn('Newsletter sign-up failed', error);
    return 'failure';
  }
}
