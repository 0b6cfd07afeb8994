import type { Decision } from '~/lib/crm/requests.ts';
import { crmClient } from '../../api/client.ts';
import { decisionOutcome, type DecisionOutcome } from './decision-outcome.ts';

/**
 * A decision on an invitation request: one database call stores it and queues the guest's mail
 * (approved, waitlist, rejected), which the job runner sends. Approving a request for a content
 * event also creates the guest's invitation and its reminders, timed from the event's start as
 * public.events holds it (synced from the content file; docs/behaviour/event-guests.md).
 */
export async function decideEventRequest(
  requestId: string,
  decision: Decision,
): Promise<DecisionOutcome> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('decide_event_request', {
    request_id: requestId,
    decision,
  });
  if (error) throw error;
  return decisionOutcome(data);
}
