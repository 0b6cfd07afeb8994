import type { Decision } from '~/lib/crm/requests.ts';
import { crmClient } from '../../api/client.ts';
import { decisionOutcome, type DecisionOutcome } from './decision-outcome.ts';

/**
 * A decision on a membership request (docs/behaviour/staff-app.md#decisions-and-their-mails): one
 * database call stores it and queues its work (the member account for an approval, the decision
 * mail); the job runner does that work, so a closed tab loses nothing.
 */
export async function decideMembership(
  requestId: string,
  decision: Decision,
): Promise<DecisionOutcome> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('decide_membership_request', {
    request_id: requestId,
    decision,
  });
  if (error) throw error;
  return decisionOutcome(data);
}
