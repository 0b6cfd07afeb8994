import type { HistoryRequests } from '~/lib/crm/network-history.ts';
import { crmClient } from '../../../api/client.ts';

/** The person's requests to the network, matched by e-mail (any case), newest first. */
export async function listNetworkHistory(email: string): Promise<HistoryRequests> {
  const supabase = await crmClient();
  // An exact, case-insensitive match: the address's own % and _ must not act as wildcards.
  const pattern = email.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [membership, events] = await Promise.all([
    supabase
      .from('membership_requests')
      .select('id, request_status, created_at, approved_at')
      .ilike('email', pattern)
      .order('created_at', { ascending: false }),
    supabase
      .from('event_requests')
      .select('id, event_type, event_slug, request_status, created_at')
      .ilike('email', pattern)
      .order('created_at', { ascending: false }),
  ]);
  if (membership.error) throw membership.error;
  if (events.error) throw events.error;
  return { membership: membership.data, events: events.data };
}
