import { crmClient } from '../../../api/client.ts';
import { doorWriteError } from './door-write-error.ts';
import { labels } from '~/lib/crm/labels.ts';

export interface WalkIn {
  eventSlug: string;
  email: string;
  guestName: string;
  company: string;
  device: string;
}

/** Adds a walk-in guest and checks them in, one transaction, idempotent by event and e-mail. */
export async function checkInWalkIn(
  walkIn: WalkIn,
): Promise<{ invitationId: string; checkedInAt: string }> {
  const supabase = await crmClient();
  const { data, error, status } = await supabase.rpc('check_in_walk_in', {
    event_slug: walkIn.eventSlug,
    email: walkIn.email,
    guest_name: walkIn.guestName,
    company: walkIn.company,
    device: walkIn.device,
  });
  if (error) throw doorWriteError(status, error);
  const [row] = data;
  if (!row) throw doorWriteError(500, new Error(labels.checkIn.theWalkInAnsweredNo));
  return { invitationId: row.invitation_id, checkedInAt: row.checked_in_at };
}
