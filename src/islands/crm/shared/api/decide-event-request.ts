import type { Decision } from '~/lib/crm/requests.ts';
import { crmClient } from '../../api/client.ts';

/**
 * Sets an invitation request's status and, for approved, waitlist and rejected, mails the guest
 * (send-event-status). Resolves 'mail-failed' when only the mail failed: the status stays.
 */
export async function decideEventRequest(
  requestId: string,
  decision: Decision,
): Promise<'done' | 'mail-failed'> {
  const supabase = await crmClient();
  const { error } = await supabase
    .from('event_requests')
    .update({ request_status: decision })
    .eq('id', requestId);
  if (error) throw error;
  if (decision === 'pending') return 'done';
  const mailed = await supabase.functions.invoke('send-event-status', {
    body: { requestId, status: decision },
  });
  return mailed.error ? 'mail-failed' : 'done';
}
