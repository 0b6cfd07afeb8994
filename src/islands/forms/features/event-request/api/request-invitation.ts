import type { Locale } from '~/lib/i18n/locales.ts';
import { toEventRequestRow, type RequestedEvent } from '~/lib/submissions/event-request.ts';
import type { EventRequest } from '~/lib/submissions/event-request-schema.ts';
import { isHoneypotFilled } from '~/lib/submissions/honeypot.ts';
import { PRIVACY_NOTICE_VERSION } from '~/lib/privacy/notice-version.ts';
import { classifySubmissionError } from '~/lib/submissions/submission-error.ts';
import { loadSupabase, REQUEST_TIMEOUT_MS } from '../../../../shared/api/supabase.ts';
import type { SubmissionOutcome } from '../../../../shared/api/submission-outcome.ts';

/**
 * Stores an invitation request for a forum or dinner, tied to its event page
 * (docs/behaviour/submissions.md#invitation-requests). The insert queues the confirmation mail
 * in its own transaction (docs/behaviour/submissions.md#after-the-insert): the outcome is the
 * insert's alone. `locale` is the page's language, which the mails about the request are written
 * in (docs/behaviour/submissions.md#language). `campaignToken`, from a campaign's announcement
 * link, is sent write-only: the database counts the request on that campaign when the token is
 * for this event and keeps nothing of it (docs/behaviour/campaigns.md#event-announcements).
 */
export async function requestInvitation(
  request: EventRequest,
  event: RequestedEvent,
  locale: Locale,
  campaignToken?: string,
): Promise<SubmissionOutcome> {
  if (isHoneypotFilled(request.website)) return 'success';
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase
      .from('event_requests')
      // The notice version is stored with the request and its consent row (…_consents.sql).
      .insert({
        ...toEventRequestRow(request, event),
        privacy_notice_version: PRIVACY_NOTICE_VERSION,
        locale,
        ...(campaignToken ? { campaign_token: campaignToken } : {}),
      })
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    return error ? classifySubmissionError(error) : 'success';
  } catch (error) {
    console.warn('Invitation request failed', error);
    return 'failure';
  }
}
