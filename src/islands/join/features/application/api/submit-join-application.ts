import type { Locale } from '~/lib/i18n/locales.ts';
import { isHoneypotFilled } from '~/lib/submissions/honeypot.ts';
import type { JoinApplication } from '~/lib/submissions/join-schema.ts';
import { toMembershipRequestRow } from '~/lib/submissions/membership-request.ts';
import { PRIVACY_NOTICE_VERSION } from '~/lib/privacy/notice-version.ts';
import { classifySubmissionError } from '~/lib/submissions/submission-error.ts';
import { loadSupabase, REQUEST_TIMEOUT_MS } from '../../../../shared/api/supabase.ts';
import type { SubmissionOutcome } from '../../../../shared/api/submission-outcome.ts';

/**
 * Stores a join application (docs/behaviour/submissions.md#join-application). Forwarding it to Make and mailing the confirmation are
 * not the browser's job: the insert itself queues both (after_insert_jobs) and the server runs
 * them, so a tab closed right after the insert loses nothing. Anonymous visitors cannot read
 * rows back, so the insert returns nothing (return=minimal). `locale` is the page's language, which
 * the mails about the application are written in (docs/behaviour/submissions.md#language).
 */
export async function submitJoinApplication(
  application: JoinApplication,
  locale: Locale,
): Promise<SubmissionOutcome> {
  if (isHoneypotFilled(application.website)) return 'success';
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase
      .from('membership_requests')
      // The notice version is stored with the application and its consent row (…_consents.sql).
      .insert({
        ...toMembershipRequestRow(application),
        privacy_notice_version: PRIVACY_NOTICE_VERSION,
        locale,
      })
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    if (error) return classifySubmissionError(error);
    return 'success';
  } catch (error) {
    console.warn('Join application failed', error);
    return 'failure';
  }
}
