import type { Locale } from '~/lib/i18n/locales.ts';
import { isHoneypotFilled } from '~/lib/submissions/honeypot.ts';
import type { YourDataRequest } from '~/lib/privacy/your-data-schema.ts';
import { classifySubmissionError } from '~/lib/submissions/submission-error.ts';
import { loadSupabase, REQUEST_TIMEOUT_MS } from '../../../../shared/api/supabase.ts';
import type { SubmissionOutcome } from '../../../../shared/api/submission-outcome.ts';

/**
 * Sends a /your-data request (docs/behaviour/privacy-requests.md#the-form) through the
 * submit_privacy_request RPC, which stores it and queues the verification mail in one transaction
 * and answers the same whether or not the address is known. `locale` is the page's language, which
 * the request's mails are written in (docs/behaviour/privacy-requests.md#language).
 */
export async function submitPrivacyRequest(
  request: YourDataRequest,
  locale: Locale,
): Promise<SubmissionOutcome> {
  if (isHoneypotFilled(request.website)) return 'success';
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase
      .rpc('submit_privacy_request', {
        kind: request.kind,
        email: request.email,
        ...(request.details ? { details: request.details } : {}),
        locale,
      })
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    return error ? classifySubmissionError(error) : 'success';
  } catch (error) {
    console.warn('Privacy request failed', error);
    return 'failure';
  }
}
