import { crmClient } from '../../../api/client.ts';

/**
 * Takes a check-in away at any time, with the reason the Timeline keeps (public.correct_attendance,
 * docs/behaviour/event-guests.md#correcting-attendance); 'unchanged' when there was none.
 */
export async function undoCheckInWithReason(
  invitationId: string,
  reason: string,
): Promise<'done' | 'unchanged'> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('correct_attendance', {
    invitation_id: invitationId,
    attended: false,
    reason,
  });
  if (error) throw error;
  return data === 'unchanged' ? 'unchanged' : 'done';
}
