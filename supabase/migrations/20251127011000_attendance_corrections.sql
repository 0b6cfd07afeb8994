/*
 * Staff correct attendance after the event (docs/behaviour/event-guests.md#correcting-attendance):
 * a guest marked as come who was not, or one the door missed. The check-in row is added or taken
 * away, and the Timeline keeps who corrected it, when, from what to what, and why. The door's own
 * undo (10 seconds) stays as it was.
 */

alter table public.activity drop constraint activity_action_check;
alter table public.activity add constraint activity_action_check check (action in
  ('stage_changed', 'heat_changed', 'status_changed', 'checklist_completed', 'checklist_reopened',
   'attachment_added', 'attachment_removed', 'invitation_declined', 'checked_in', 'check_in_undone',
   'invitation_withdrawn', 'invitation_restored', 'attendance_corrected'));

/*
 * Answers 'done' or 'unchanged'. Refused: not staff (42501); an unknown invitation (PT404); an
 * event not begun yet, or a reason empty or over 500 characters (22023; CORRECTION_REASON_LIMIT in
 * supabase/functions/_shared/domain/attendance.ts, pinned by tests/integration/events).
 */
create function private.correct_attendance(invitation_id uuid, attended boolean, reason text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
  was boolean;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can correct attendance';
  end if;
  if attended is null then
    raise exception using errcode = '22023', message = 'Say whether the guest came';
  end if;
  if reason is null or char_length(btrim(reason)) = 0 then
    raise exception using errcode = '22023', message = 'Say why the attendance is corrected';
  end if;
  if char_length(btrim(reason)) > 500 then
    raise exception using errcode = '22023', message = 'The reason can be at most 500 characters';
  end if;
  select * into invitation from public.invitations i
   where i.id = correct_attendance.invitation_id for update;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No invitation has the id %s', correct_attendance.invitation_id);
  end if;
  if invitation.starts_at > now() then
    raise exception using errcode = '22023',
      message = 'Attendance can be corrected once the event has begun; until then, use the door screen';
  end if;
  was := exists (select 1 from public.check_ins c where c.invitation_id = invitation.id);
  if was = attended then
    return 'unchanged';
  end if;
  if attended then
    insert into public.check_ins (invitation_id, checked_in_by, checked_in_at, device)
    values (invitation.id, (select auth.uid()), invitation.starts_at, 'Corrected by staff');
  else
    delete from public.check_ins c where c.invitation_id = invitation.id;
  end if;
  perform private.record_activity('invitation', invitation.id, invitation.contact_id,
    'attendance_corrected',
    jsonb_build_object('event_slug', invitation.event_slug, 'attended', was),
    jsonb_build_object('event_slug', invitation.event_slug, 'attended', attended,
                       'reason', btrim(reason)));
  return 'done';
end
$$;

revoke all on function private.correct_attendance(uuid, boolean, text) from public, anon;
grant execute on function private.correct_attendance(uuid, boolean, text) to authenticated;

create function public.correct_attendance(invitation_id uuid, attended boolean, reason text)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.correct_attendance(invitation_id, attended, reason) $$;

comment on function public.correct_attendance(uuid, boolean, text) is
  'Staff correct whether a guest came, once the event has begun, with a reason kept on the Timeline.';

revoke all on function public.correct_attendance(uuid, boolean, text) from public, anon;
grant execute on function public.correct_attendance(uuid, boolean, text) to authenticated;
