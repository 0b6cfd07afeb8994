/*
 * A decline can be taken back (docs/behaviour/event-guests.md#decline): from their pass, until the
 * event begins, a guest who declined takes their place again if a seat is still free. The count of
 * seats held and its lock are those of the seat offered by itself (offer_freed_seat in
 * 20251201000000_events_from_content.sql), so a seat offered to the waitlist at the same moment
 * is not given twice. Given back as a decision taken back gives an invitation back
 * (restore_request_invitation): confirmed, a new round with its invitation mail (the calendar
 * entry again, SEQUENCE raised) and the reminders still ahead, and the Timeline says so.
 */
create function private.take_back_decline(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
  event public.events%rowtype;
  seated integer;
begin
  select * into invitation from public.invitations i
   where i.pass_token = token and i.pass_revoked_at is null
   for update;
  if not found then
    return 'not-found';
  end if;
  if invitation.status <> 'declined' then
    return 'unchanged';
  end if;
  if invitation.starts_at <= now() then
    return 'begun';
  end if;
  select * into event from public.events e
   where e.slug = invitation.event_slug and e.removed_at is null;
  if not found then
    return 'no-event';
  end if;
  if event.capacity is not null then
    perform pg_advisory_xact_lock(hashtextextended('offer-freed-seat:' || invitation.event_slug, 0));
    select count(*) into seated
      from public.invitations i
     where i.event_slug = invitation.event_slug
       and (i.status in ('invited', 'confirmed')
            or exists (select 1 from public.check_ins c where c.invitation_id = i.id));
    if seated >= event.capacity then
      return 'full';
    end if;
  end if;
  update public.invitations
     set status = 'confirmed', declined_at = null, calendar_sequence = calendar_sequence + 1,
         round = round + 1
   where id = invitation.id
  returning * into invitation;
  perform private.enqueue_after_insert_job('send-invitation', invitation.id);
  perform private.enqueue_invitation_reminders(invitation);
  perform private.record_activity('invitation', invitation.id, invitation.contact_id,
    'invitation_restored',
    jsonb_build_object('status', 'declined', 'event_slug', invitation.event_slug),
    jsonb_build_object('status', 'confirmed', 'event_slug', invitation.event_slug));
  return 'done';
end
$$;

revoke all on function private.take_back_decline(text) from public;
grant execute on function private.take_back_decline(text) to anon, authenticated, service_role;

create function public.take_back_decline(token text) returns text
language sql
security invoker
set search_path = ''
as $$ select private.take_back_decline(token) $$;

comment on function public.take_back_decline(text) is
  'The guest holding this pass token takes back their decline before the event begins, if a seat is free: done, full, begun, no-event, unchanged or not-found.';

revoke all on function public.take_back_decline(text) from public;
grant execute on function public.take_back_decline(text) to anon, authenticated, service_role;
