import type { EventGuest } from '~/lib/crm/event-capacity.ts';
import { crmClient } from '../../../api/client.ts';

/** Every event's guests with whether they came, for the Events tab's seat counts and guest mix. */
export async function listEventGuests(): Promise<EventGuest[]> {
  const supabase = await crmClient();
  const [invitations, checkIns] = await Promise.all([
    supabase.from('invitations').select('id, event_slug, email, status'),
    supabase.from('check_ins').select('invitation_id'),
  ]);
  if (invitations.error) throw invitations.error;
  if (checkIns.error) throw checkIns.error;
  const arrived = new Set(checkIns.data.map((row) => row.invitation_id));
  return invitations.data.map((invitation) => ({
    event_slug: invitation.event_slug,
    email: invitation.email,
    status: invitation.status,
    checked_in: arrived.has(invitation.id),
  }));
}
