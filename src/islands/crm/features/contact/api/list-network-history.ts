import type { HistoryRequests } from '~/lib/crm/network-history.ts';
import { crmClient } from '../../../api/client.ts';

/**
 * The person's requests to the network and their invitations with any check-in, matched by e-mail
 * (any case), newest first.
 */
export async function listNetworkHistory(email: string): Promise<HistoryRequests> {
  const supabase = await crmClient();
  // An exact, case-insensitive match: the address's own % and _ must not act as wildcards.
  const pattern = email.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [membership, events, invitations, signups] = await Promise.all([
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
    supabase
      .from('invitations')
      .select('id, event_slug, status, starts_at')
      .ilike('email', pattern)
      .order('starts_at', { ascending: false }),
    // Sign-ups still waiting for the owner's confirmation (docs/behaviour/submissions.md#newsletter).
    supabase
      .from('newsletter_signups')
      .select('id, created_at')
      .ilike('email', pattern)
      .is('confirmed_at', null)
      .order('created_at', { ascending: false }),
  ]);
  if (membership.error) throw membership.error;
  if (events.error) throw events.error;
  if (invitations.error) throw invitations.error;
  if (signups.error) throw signups.error;
  const ids = invitations.data.map((invitation) => invitation.id);
  const checkIns = ids.length
    ? await supabase
        .from('check_ins')
        .select('invitation_id, checked_in_at')
        .in('invitation_id', ids)
    : { data: [], error: null };
  if (checkIns.error) throw checkIns.error;
  const arrived = new Map(checkIns.data.map((row) => [row.invitation_id, row.checked_in_at]));
  return {
    membership: membership.data,
    events: events.data,
    invitations: invitations.data.map((invitation) => ({
      ...invitation,
      checked_in_at: arrived.get(invitation.id) ?? null,
    })),
    unconfirmedSignups: signups.data,
  };
}
