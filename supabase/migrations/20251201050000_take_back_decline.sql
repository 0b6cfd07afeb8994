/*
 * A decline can be taken back (docs/behaviour/event-guests.md#decline): from their pass, until the
 * event begins, a guest who declined takes their place again if a seat is still free. The seats
 * held are counted by one function, under one lock per event, for this and for the seat offered by
 * itself (offer_freed_seat of 20251201000000_events_from_content.sql, made again here on them), so
 * a seat offered to the waitlist at the same moment is not given twice. Given back as a decision taken back gives an invitation back
 * (restore_request_invitation): confirmed, a new round with its invitation mail (the calendar
 * entry again, SEQUENCE raised) and the reminders still ahead, and the Timeline says so.
 */
/*
 * The seats an event's guests hold: invited or confirmed, or checked in whatever the status (a
 * walk-in, a guest who came after declining). Callers count under private.lock_event_seats.
 */
create function private.seats_held(event_slug text) returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer
    from public.invitations i
   where i.event_slug = seats_held.event_slug
     and (i.status in ('invited', 'confirmed')
          or exists (select 1 from public.check_ins c where c.invitation_id = i.id))
$$;

revoke all on function private.seats_held(text) from public, anon, authenticated;

/* One writer at a time may give an event's seats, until its transaction ends. */
create function private.lock_event_seats(event_slug text) returns void
language sql
set search_path = ''
as $$ select pg_advisory_xact_lock(hashtextextended('offer-freed-seat:' || event_slug, 0)) $$;

revoke all on function private.lock_event_seats(text) from public, anon, authenticated;

/* offer_freed_seat of 20251201000000_events_from_content.sql, on the shared count and lock. */
create or replace function private.offer_freed_seat(event_slug text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  event public.events%rowtype;
  req public.event_requests%rowtype;
begin
  select * into event from public.events e
   where e.slug = offer_freed_seat.event_slug and e.removed_at is null;
  if not found then
    return 'no-event';
  end if;
  if not event.auto_offer or event.capacity is null then
    return 'not-auto-offer';
  end if;
  if event.starts_at <= now() then
    return 'begun';
  end if;
  perform private.lock_event_seats(offer_freed_seat.event_slug);
  if private.seats_held(offer_freed_seat.event_slug) >= event.capacity then
    return 'full';
  end if;
  select * into req from public.event_requests r
   where r.event_slug = offer_freed_seat.event_slug and r.request_status = 'waitlist'
     -- Staff's own decisions stand: a guest who declined, or whose invitation staff withdrew
     -- (moved back to the waitlist), is not invited again by itself.
     and not exists (select 1 from public.invitations i
                      where i.event_slug = r.event_slug and lower(i.email) = lower(r.email))
   order by r.created_at, r.id
   limit 1
   for update;
  if not found then
    return 'nobody-waiting';
  end if;
  update public.event_requests set request_status = 'approved' where id = req.id;
  perform private.invite_for_request(req, event.starts_at);
  return 'offered';
end
$$;

create function private.take_back_decline(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
  event public.events%rowtype;
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
    perform private.lock_event_seats(invitation.event_slug);
    if private.seats_held(invitation.event_slug) >= event.capacity then
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
