import type { Locale } from '~/lib/i18n/locales.ts';
import type { ContactMessage } from '~/lib/submissions/contact-schema.ts';
import { isHoneypotFilled } from '~/lib/submissions/honeypot.ts';
import { PRIVACY_NOTICE_VERSION } from '~/lib/privacy/notice-version.ts';
import { classifySubmissionError } from '~/lib/submissions/submission-error.ts';
import { loadSupabase, REQUEST_TIMEOUT_MS } from '../../../../shared/api/supabase.ts';
import type { SubmissionOutcome } from '../../../../shared/api/submission-outcome.ts';

/**
 * Stores a /contact message (docs/behaviour/submissions.md#contact-form). request_status 'pending'
 * and moved_to_pipeline false are the table's defaults, which visitors cannot override. `locale` is
 * the page's language, which the reply mail is written in (docs/behaviour/submissions.md#language).
 */
export async function sendContactMessage(
  message: ContactMessage,
  locale: Locale,
): Promise<SubmissionOutcome> {
  if (isHoneypotFilled(message.website)) return 'success';
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase
      .from('contact_messages')
      .insert({
        name: message.name,
        email: message.email,
        message: message.message,
        // Stored with the message and its consent row (…_consents.sql).
        privacy_notice_version: PRIVACY_NOTICE_VERSION,
        locale,
      })
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    return error ? classifySubmissionError(error) : 'success';
  } catch (error) {
    console.warn('Contact message failed', error);
    return 'failure';
  }
}
