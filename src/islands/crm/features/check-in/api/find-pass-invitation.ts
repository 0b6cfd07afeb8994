import { crmClient } from '../../../api/client.ts';

/** What a scanned code is at this event's door. */
export type PassLookup =
  | { kind: 'guest'; invitationId: string }
  | { kind: 'revoked'; guestName: string }
  | { kind: 'unknown' };

/**
 * The invitation of this event whose pass token was scanned; a pass staff revoked (PT410, the
 * guest's name in details); or unknown for any other code.
 */
export async function findPassInvitation(eventSlug: string, token: string): Promise<PassLookup> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('door_pass_invitation', {
    event_slug: eventSlug,
    token,
  });
  if (error?.code === 'PT410') return { kind: 'revoked', guestName: error.details };
  if (error) throw error;
  return data ? { kind: 'guest', invitationId: data } : { kind: 'unknown' };
}
