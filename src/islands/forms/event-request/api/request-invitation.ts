import {
  confirmationFailureFailsRequest,
  toEventRequestRow,
  type RequestedEvent,
} from '~/lib/submissions/event-request.ts';
import type { EventRequest } from '~/lib/submissions/event-request-schema.ts';
import { isHoneypotFilled } from '~/lib/submissions/honeypot.ts';
import { classifySubmissionError } from '~/lib/submissions/submission-error.ts';
import { invokeAndLog, loadSupabase, REQUEST_TIMEOUT_MS } from '../../../shared/api/supabase.ts';
import type { SubmissionOutcome } from '../../../shared/api/submission-outcome.ts';

const CONFIRMATION_FUNCTION = 'send-event-confirmation';

/**
 * Stores an invitation request for a forum or dinner, tied to its event page, then mails the
 * confirmation (docs/behaviour/submissions.md#invitation-requests). For a dinner a failed
 * confirmation fails the request; for the forum it is only logged.
 */
export async function requestInvitation(
  request: EventRequest,
  event: RequestedEvent,
): Promise<SubmissionOutcome> {
  if (isHoneypotFilled(request.website)) return 'success';
  try {
    const supabase = await loadSupabase();
    const { error } = await supabase
      .from('event_requests')
      .insert(toEventRequestRow(request, event))
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    if (error) return classifySubmissionError(error);
    const body = {
      eventType: event.eventType,
      fullName: request.name,
      email: request.email,
      company: request.company,
    };
    if (!confirmationFailureFailsRequest(event.eventType)) {
      void invokeAndLog(supabase, CONFIRMATION_FUNCTION, body);
      return 'success';
    }
    const { error: mailError } = await supabase.functions.invoke(CONFIRMATION_FUNCTION, {
      body,
      timeout: REQUEST_TIMEOUT_MS,
    });
    if (mailError) {
      console.warn(`${CONFIRMATION_FUNCTION} failed`, mailError);
      return 'failure';
    }
    return 'success';
  } catch (error) {
    console.warn('Invitation request failed', error);
    return 'failure';
  }
}
