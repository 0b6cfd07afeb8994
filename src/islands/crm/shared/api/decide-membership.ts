import type { Decision } from '~/lib/crm/requests.ts';
import { crmClient } from '../../api/client.ts';

/** 'already-approved': another staff member approved first; this call created and sent nothing. */
export type DecisionOutcome = 'done' | 'mail-failed' | 'already-approved';

async function functionMessage(error: unknown): Promise<string> {
  // supabase-js wraps a function's non-2xx answer; its JSON body carries the reason.
  const context = (error as { context?: Response }).context;
  if (context && typeof context.json === 'function') {
    const body = (await context.json().catch(() => null)) as {
      message?: string;
      error?: string;
    } | null;
    if (body?.message) return body.message;
    if (body?.error) return body.error;
  }
  return error instanceof Error ? error.message : 'An error occurred';
}

/**
 * A decision on a membership request (docs/behaviour/staff-app.md#decisions-and-their-mails).
 * Approving creates the member account with a set-password invitation (create-approved-member) and
 * then mails the decision
 * (send-membership-status); an existing account gets no mail. Waitlist and reject set the status
 * and mail the applicant; pending only sets the status. A failed mail leaves the status changed.
 */
export async function decideMembership(
  requestId: string,
  decision: Decision,
): Promise<DecisionOutcome> {
  const supabase = await crmClient();
  if (decision === 'approved') {
    const created = await supabase.functions.invoke<{ status: string; alreadyApproved?: boolean }>(
      'create-approved-member',
      { body: { requestId } },
    );
    if (created.error) throw new Error(await functionMessage(created.error));
    if (created.data?.alreadyApproved) return 'already-approved';
    if (created.data?.status === 'account_exists') return 'done';
  } else {
    const { error } = await supabase
      .from('membership_requests')
      .update({ request_status: decision })
      .eq('id', requestId);
    if (error) throw error;
    if (decision === 'pending') return 'done';
  }
  const mailed = await supabase.functions.invoke('send-membership-status', {
    body: { requestId, status: decision },
  });
  return mailed.error ? 'mail-failed' : 'done';
}
