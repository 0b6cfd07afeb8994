import { crmClient } from '../../../api/client.ts';

/** Staff correct whether a guest came (public.correct_attendance); 'unchanged' when it already was. */
export async function correctAttendance(
  invitationId: string,
  attended: boolean,
  reason: string,
): Promise<'done' | 'unchanged'> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('correct_attendance', {
    invitation_id: invitationId,
    attended,
    reason,
  });
  if (error) throw error;
  return data === 'unchanged' ? 'unchanged' : 'done';
}
