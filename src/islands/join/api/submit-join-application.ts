import { isHoneypotFilled } from '~/lib/submissions/honeypot.ts';
import type { JoinApplication } from '~/lib/submissions/join-schema.ts';
import { toMembershipRequestRow, toPushToMakeBody } from '~/lib/submissions/membership-request.ts';
import { classifySubmissionError } from '~/lib/submissions/submission-error.ts';
import { invokeAndLog, loadSupabase, REQUEST_TIMEOUT_MS } from '../../shared/api/supabase.ts';
import type { SubmissionOutcome } from '../../shared/api/submission-outcome.ts';

/**
 * Stores a join application (docs/behaviour/submissions.md#join-application), then forwards it to
 * Make and mails the confirmation. Those two never block the answer: their failures are only logged
 * (docs/behaviour/submissions.md#after-the-insert). Anonymous visitors cannot read rows back, so
 * the insert returns nothing (return=minimal).
 */
export async function submitJoinApplication(
  application: JoinApplication,
): Promise<SubmissionOutcome> {
  if (isHoneypotFilled(application.website)) return 'success';
  try {
    const supabase = await loadSupabase();
    const row = toMembershipRequestRow(application);
    const { error } = await supabase
      .from('membership_requests')
      .insert(row)
      .abortSignal(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    if (error) return classifySubmissionError(error);
    void invokeAndLog(supabase, 'push-to-make', toPushToMakeBody(row));
    void invokeAndLog(supabase, 'send-network-confirmation', {
      fullName: application.fullName,
      email: row.email,
      company: row.company,
      title: row.title,
    });
    return 'success';
  } catch (error) {
    console.warn('Join application failed', error);
    return 'failure';
  }
}
