import { crmClient } from '../../../api/client.ts';
import { doorWriteError } from './door-write-error.ts';

/** Checks a guest in (idempotent: a replay answers the first check-in's time). */
export async function checkInGuest(invitationId: string, device: string): Promise<string> {
  const supabase = await crmClient();
  const { data, error, status } = await supabase.rpc('check_in', {
    invitation_id: invitationId,
    device,
  });
  if (error) throw doorWriteError(status, error);
  return data;
}
