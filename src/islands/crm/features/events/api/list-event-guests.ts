import type { EventGuest } from '~/lib/crm/event-capacity.ts';
import { EVERY_ROW_PAGE_SIZE, readEveryRow } from '~/lib/supabase/read-every-row.ts';
import { crmClient } from '../../../api/client.ts';

/** Every event's guests with whether they came, for the Events tab's seat counts and guest mix. */
export async function listEventGuests(): Promise<EventGuest[]> {
  const supabase = await crmClient();
  const [invitations, checkIns] = await Promise.all([
    readEveryRow((after) => {
      const page = supabase.from('invitations').select('id, event_slug, email, status');
      return (after === null ? page : page.gt('id', after)).order('id').limit(EVERY_ROW_PAGE_SIZE);
    }),
    readEveryRow((after) => {
      const page = supabase.from('check_ins').select('id, invitation_id');
      return (after === null ? page : page.gt('id', after)).order('id').limit(EVERY_ROW_PAGE_SIZE);
    }),
  ]);
  const arrived = new Set(checkIns.map((row) => row.invitation_id));
  return invitations.map((invitation) => ({
    event_slug: invitation.event_slug,
    email: invitation.email,
    status: invitation.status,
    checked_in: arrived.has(invitation.id),
  }));
}
