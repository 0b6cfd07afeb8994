import type { EventGuest } from '~/lib/crm/event-capacity.ts';
import { EVERY_ROW_PAGE_SIZE, readEveryRow } from '~/lib/supabase/read-every-row.ts';
import { crmClient } from '../../../api/client.ts';

/** A guest with their invitation and request, and whether staff revoked their door pass. */
export interface GuestWithPass extends EventGuest {
  invitation_id: string;
  request_id: string | null;
  pass_revoked_at: string | null;
}

/**
 * Every event's guests with whether they came, for the Events tab's seat counts and guest mix,
 * and the state of each one's door pass.
 */
export async function listEventGuests(): Promise<GuestWithPass[]> {
  const supabase = await crmClient();
  const [invitations, checkIns] = await Promise.all([
    readEveryRow((after) => {
      const page = supabase
        .from('invitations')
        .select('id, event_slug, email, status, request_id, pass_revoked_at');
      return (after === null ? page : page.gt('id', after)).order('id').limit(EVERY_ROW_PAGE_SIZE);
    }),
    readEveryRow((after) => {
      const page = supabase.from('check_ins').select('id, invitation_id');
      return (after === null ? page : page.gt('id', after)).order('id').limit(EVERY_ROW_PAGE_SIZE);
    }),
  ]);
  const arrived = new Set(checkIns.map((row) => row.invitation_id));
  return invitations.map((invitation) => ({
    invitation_id: invitation.id,
    request_id: invitation.request_id,
    pass_revoked_at: invitation.pass_revoked_at,
    event_slug: invitation.event_slug,
    email: invitation.email,
    status: invitation.status,
    checked_in: arrived.has(invitation.id),
  }));
}
