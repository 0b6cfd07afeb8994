/*
 * autoOffer (docs/behaviour/event-guests.md#a-seat-offered-by-itself): when a guest's seat frees
 * (a decline, or a withdrawn invitation) the outbox gets an offer-freed-seat job. Its handler reads
 * the event's capacity, autoOffer and start from the functions' event catalogue (the database does
 * not read content files) and, for an autoOffer event still ahead, calls offer_freed_seat: the
 * longest-waiting request on the waitlist is approved as staff's one click on "Offer the seat"
 * would, with the same invitation mail. Under a lock per event and a count of the seats held, so
 * retries and concurrent declines never offer two guests one seat, nor go above capacity.
 */
alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-event-reminder',
  'send-privacy-verification', 'send-privacy-extension', 'send-personal-data-export',
  'send-event-follow-up',
  'offer-freed-seat'));

create or replace function private.job_target(job_kind text, about uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when job_kind in ('send-event-confirmation', 'send-event-status') then
      (select to_jsonb(e) from public.event_requests e where e.id = about)
    when job_kind = 'send-newsletter-confirmation' then
      (select to_jsonb(c) from public.contacts c where c.id = about)
    when job_kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder',
                      'offer-freed-seat') then
      (select to_jsonb(i) from public.invitations i where i.id = about)
    when job_kind in ('send-privacy-verification', 'send-privacy-extension') then
      (select to_jsonb(p) from public.privacy_requests p where p.id = about)
    when job_kind = 'send-event-follow-up' then
      (select jsonb_build_object('id', r.id, 'event_slug', f.event_slug, 'audience', f.audience,
                                 'subject', f.subject, 'body', f.body,
                                 'email', i.email, 'guest_name', i.guest_name)
         from public.event_follow_up_recipients r
         join public.event_follow_ups f on f.id = r.follow_up_id
         join public.invitations i on i.id = r.invitation_id
        where r.id = about)
    else
      (select to_jsonb(m) from public.membership_requests m where m.id = about)
  end
$$;

/*
 * A seat freed: whatever freed it (decline_invitation, a decision taken back), one job asks
 * whether to offer it. A seat freed again later (given back, then declined) asks again.
 */
create function private.enqueue_freed_seat() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.after_insert_jobs
   where kind = 'offer-freed-seat' and row_id = new.id and status in ('done', 'failed', 'cancelled');
  perform private.enqueue_after_insert_job('offer-freed-seat', new.id);
  return null;
end
$$;

revoke all on function private.enqueue_freed_seat() from public, anon, authenticated;

create trigger invitations_seat_freed
  after update of status on public.invitations
  for each row
  when (old.status in ('invited', 'confirmed') and new.status not in ('invited', 'confirmed'))
  execute function private.enqueue_freed_seat();

/*
 * Approval's invitation, written once for staff's decision and for the seat offered by itself:
 * gives back a withdrawn invitation, or creates one and queues its mail and reminders. A guest
 * invited before (another request for the same event) keeps that invitation.
 */
create function private.invite_for_request(req public.event_requests, starts_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
begin
  if private.restore_request_invitation(req.id, starts_at) then
    return;
  end if;
  insert into public.invitations (event_slug, request_id, contact_id, email, guest_name, starts_at)
  values (req.event_slug, req.id,
          (select c.id from public.contacts c where lower(c.email) = lower(req.email) limit 1),
          req.email, btrim(req.name), invite_for_request.starts_at)
  on conflict (event_slug, lower(email)) do nothing
  returning * into invitation;
  if invitation.id is not null then
    perform private.enqueue_after_insert_job('send-invitation', invitation.id);
    perform private.enqueue_invitation_reminders(invitation);
  end if;
end
$$;

revoke all on function private.invite_for_request(public.event_requests, timestamptz) from public, anon, authenticated;

/* decide_event_request of 20251127010000_decisions_follow_invitations.sql, its approval written once. */
create or replace function private.decide_event_request(request_id uuid, decision text, event_starts_at timestamptz default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.event_requests%rowtype;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can decide requests';
  end if;
  if decision is null or decision not in ('pending', 'waitlist', 'approved', 'rejected') then
    raise exception using errcode = '22023', message = format('Unknown decision %s', decision);
  end if;
  select * into req from public.event_requests r where r.id = request_id for update;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No invitation request has the id %s', request_id);
  end if;
  if req.request_status = 'moved_to_pipeline' then
    raise exception using errcode = '22023', message = 'The request was moved to the pipeline';
  end if;
  if req.request_status = decision then
    return case when decision = 'approved' then 'already-approved' else 'unchanged' end;
  end if;
  if decision = 'approved' and req.event_slug is not null and event_starts_at is null then
    raise exception using errcode = '22023',
      message = format('The start of the event %s is needed to invite the guest', req.event_slug);
  end if;
  update public.event_requests set request_status = decision where id = request_id;
  if req.request_status = 'approved' then
    perform private.withdraw_request_invitation(req.id);
  end if;
  if decision = 'approved' and req.event_slug is not null then
    perform private.invite_for_request(req, event_starts_at);
    return 'done';
  end if;
  if decision <> 'pending' then
    perform private.enqueue_decision_mail('send-event-status', request_id, decision);
  end if;
  return 'done';
end
$$;

/*
 * Offers one freed seat of an autoOffer event (the caller, the offer-freed-seat job, read the
 * event's capacity and start from the catalogue). A lock per event serialises concurrent offers;
 * the seats are counted as the Events tab counts them (src/lib/crm/event-capacity.ts: invited or
 * confirmed, or checked in whatever the status). Answers 'offered', 'full', 'nobody-waiting' or
 * 'begun'. Service role only: staff offer with decide_event_request.
 */
create function private.offer_freed_seat(event_slug text, capacity integer, starts_at timestamptz)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  seated integer;
  req public.event_requests%rowtype;
begin
  if capacity is null or capacity < 1 or starts_at is null then
    raise exception using errcode = '22023', message = 'An offer needs the event''s capacity and start';
  end if;
  if starts_at <= now() then
    return 'begun';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('offer-freed-seat:' || offer_freed_seat.event_slug, 0));
  select count(*) into seated
    from public.invitations i
   where i.event_slug = offer_freed_seat.event_slug
     and (i.status in ('invited', 'confirmed')
          or exists (select 1 from public.check_ins c where c.invitation_id = i.id));
  if seated >= capacity then
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
  perform private.invite_for_request(req, starts_at);
  return 'offered';
end
$$;

revoke all on function private.offer_freed_seat(text, integer, timestamptz) from public, anon, authenticated;
grant execute on function private.offer_freed_seat(text, integer, timestamptz) to service_role;

create function public.offer_freed_seat(event_slug text, capacity integer, starts_at timestamptz)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.offer_freed_seat(event_slug, capacity, starts_at) $$;

comment on function public.offer_freed_seat(text, integer, timestamptz) is
  'The offer-freed-seat job offers a freed seat of an autoOffer event to the longest-waiting request (approves it, as staff''s one click), never above capacity. Service role only.';

revoke all on function public.offer_freed_seat(text, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.offer_freed_seat(text, integer, timestamptz) to service_role;
