/*
 * A wrong tap at the door is mended at any time (docs/behaviour/event-guests.md#correcting-attendance):
 * correct_attendance no longer waits for the event to begin, so the door screen can undo a
 * check-in after its 10 seconds, with a reason, as the contact record can. A check-in added by a
 * correction is dated now while the event is not over (a guest the door missed), and at the
 * event's start once it is (attendance mended afterwards), as before.
 */
create or replace function private.correct_attendance(invitation_id uuid, attended boolean, reason text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
  over_at timestamptz;
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
  was := exists (select 1 from public.check_ins c where c.invitation_id = invitation.id);
  if was = attended then
    return 'unchanged';
  end if;
  if attended then
    -- The invitation's start moves with its event's; the event's length comes from its row.
    select invitation.starts_at + coalesce(e.ends_at - e.starts_at, interval '0') into over_at
      from (select 1) one left join public.events e on e.slug = invitation.event_slug;
    insert into public.check_ins (invitation_id, checked_in_by, checked_in_at, device)
    values (invitation.id, (select auth.uid()),
            case when now() > over_at then invitation.starts_at else now() end,
            'Corrected by staff');
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

comment on function public.correct_attendance(uuid, boolean, text) is
  'Staff mark a guest as came or did not come, at any time, with a reason (at most 500 characters) the Timeline keeps; answers done or unchanged.';
