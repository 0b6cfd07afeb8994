/*
 * Events as rows (issue 40, docs/behaviour/event-guests.md#where-event-facts-come-from): the facts
 * of each content event (content/events/<slug>.md) that SQL and the functions need, written by
 * sync_events from the same files the pages are built from. The embedded backend syncs on every
 * start; a hosted project runs `npm run events:sync` on every deploy. Editors change the content
 * file only; nobody writes these rows by hand.
 * An event whose file is gone keeps its row, marked removed_at, for the invitations that name it.
 */
create table public.events (
  id uuid primary key default gen_random_uuid(),
  -- The content file's name: the event_slug of requests and invitations.
  slug text not null unique
    check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title_en text not null check (char_length(btrim(title_en)) between 1 and 120),
  title_ar text check (char_length(btrim(title_ar)) between 1 and 120),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  venue_en text not null check (char_length(btrim(venue_en)) between 1 and 500),
  venue_ar text check (char_length(btrim(venue_ar)) between 1 and 500),
  area_en text not null check (char_length(btrim(area_en)) between 1 and 200),
  area_ar text check (char_length(btrim(area_ar)) between 1 and 200),
  capacity integer check (capacity > 0),
  auto_offer boolean not null default false,
  removed_at timestamptz,
  synced_at timestamptz not null default now(),
  constraint events_end_after_start check (ends_at > starts_at),
  constraint events_auto_offer_needs_capacity check (not auto_offer or capacity is not null)
);

comment on table public.events is
  'One content event (content/events/<slug>.md) as SQL and the functions read it; written only by sync_events. Staff read.';
comment on column public.events.removed_at is
  'When the event''s content file was last found missing; null while it exists.';

revoke all on table public.events from anon, authenticated, service_role;
grant select on table public.events to authenticated;
grant all on table public.events to service_role;

alter table public.events enable row level security;

create policy "Staff can read events."
  on public.events for select
  to authenticated
  using ((select private.is_staff()));

/*
 * Makes the table say what the content says: every event given is added or brought up to date,
 * every other one is marked removed. Idempotent: a sync that changes nothing writes nothing.
 * Answers the counts, e.g. {"added": 1, "changed": 0, "removed": 0, "unchanged": 10}.
 */
create function private.sync_events(events jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  added integer;
  changed integer;
  removed integer;
begin
  if jsonb_typeof(sync_events.events) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'sync_events takes an array of events';
  end if;
  -- One sync at a time: two servers starting together must not interleave.
  perform pg_advisory_xact_lock(hashtextextended('sync-events', 0));
  with incoming as (
    select * from jsonb_to_recordset(sync_events.events) as e (
      slug text, title_en text, title_ar text, starts_at timestamptz, ends_at timestamptz,
      venue_en text, venue_ar text, area_en text, area_ar text, capacity integer,
      auto_offer boolean)
  ), written as (
    insert into public.events as t (slug, title_en, title_ar, starts_at, ends_at, venue_en,
                                    venue_ar, area_en, area_ar, capacity, auto_offer)
    select slug, title_en, title_ar, starts_at, ends_at, venue_en, venue_ar, area_en, area_ar,
           capacity, coalesce(auto_offer, false)
      from incoming
    on conflict (slug) do update
       set title_en = excluded.title_en, title_ar = excluded.title_ar,
           starts_at = excluded.starts_at, ends_at = excluded.ends_at,
           venue_en = excluded.venue_en, venue_ar = excluded.venue_ar,
           area_en = excluded.area_en, area_ar = excluded.area_ar,
           capacity = excluded.capacity, auto_offer = excluded.auto_offer,
           removed_at = null, synced_at = now()
     where (t.title_en, t.title_ar, t.starts_at, t.ends_at, t.venue_en, t.venue_ar, t.area_en,
            t.area_ar, t.capacity, t.auto_offer, t.removed_at)
           is distinct from
           (excluded.title_en, excluded.title_ar, excluded.starts_at, excluded.ends_at,
            excluded.venue_en, excluded.venue_ar, excluded.area_en, excluded.area_ar,
            excluded.capacity, excluded.auto_offer, null::timestamptz)
    returning (xmax = 0) as inserted
  )
  select count(*) filter (where inserted), count(*) filter (where not inserted)
    into added, changed
    from written;
  update public.events
     set removed_at = now(), synced_at = now()
   where removed_at is null
     and slug not in (select e ->> 'slug' from jsonb_array_elements(sync_events.events) as e);
  get diagnostics removed = row_count;
  return jsonb_build_object(
    'added', added, 'changed', changed, 'removed', removed,
    'unchanged', jsonb_array_length(sync_events.events) - added - changed);
end
$$;

revoke all on function private.sync_events(jsonb) from public, anon, authenticated;
grant execute on function private.sync_events(jsonb) to service_role;

create function public.sync_events(events jsonb) returns jsonb
language sql
security invoker
set search_path = ''
as $$ select private.sync_events(events) $$;

comment on function public.sync_events(jsonb) is
  'Writes the content events into public.events (service role only: the server at start, npm run events:sync).';

revoke all on function public.sync_events(jsonb) from public, anon, authenticated;
grant execute on function public.sync_events(jsonb) to service_role;

/*
 * The start of a content event, for an approval or a walk-in; refused for a slug no content file
 * has (or had: a removed event invites nobody).
 */
create function private.event_start(event_slug text) returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  starts timestamptz;
begin
  select e.starts_at into starts from public.events e
   where e.slug = event_start.event_slug and e.removed_at is null;
  if not found then
    raise exception using errcode = '22023',
      message = format('No event %s: its content file content/events/%s.md is missing',
                       event_start.event_slug, event_start.event_slug);
  end if;
  return starts;
end
$$;

revoke all on function private.event_start(text) from public, anon, authenticated;

/*
 * decide_event_request of 20251127051000_auto_offer.sql, reading the event's start from
 * public.events: the staff app no longer passes it.
 */
drop function public.decide_event_request(uuid, text, timestamptz);
drop function private.decide_event_request(uuid, text, timestamptz);

create function private.decide_event_request(request_id uuid, decision text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.event_requests%rowtype;
  starts timestamptz;
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
  if decision = 'approved' and req.event_slug is not null then
    starts := private.event_start(req.event_slug);
  end if;
  update public.event_requests set request_status = decision where id = request_id;
  if req.request_status = 'approved' then
    perform private.withdraw_request_invitation(req.id);
  end if;
  if decision = 'approved' and req.event_slug is not null then
    perform private.invite_for_request(req, starts);
    return 'done';
  end if;
  if decision <> 'pending' then
    perform private.enqueue_decision_mail('send-event-status', request_id, decision);
  end if;
  return 'done';
end
$$;

revoke all on function private.decide_event_request(uuid, text) from public, anon;
grant execute on function private.decide_event_request(uuid, text) to authenticated;

create function public.decide_event_request(request_id uuid, decision text)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.decide_event_request(request_id, decision) $$;

comment on function public.decide_event_request(uuid, text) is
  'Staff decide an invitation request: stores the decision and queues its mail in one transaction; approval for a content event also creates (or gives back) the invitation, at the start public.events holds, and queues its reminders; a decision taken back withdraws it.';

revoke all on function public.decide_event_request(uuid, text) from public, anon;
grant execute on function public.decide_event_request(uuid, text) to authenticated;

/* check_in_walk_in of 20251126013000_door_check_in.sql, with the start from public.events. */
drop function public.check_in_walk_in(text, text, text, text, timestamptz, text);
drop function private.check_in_walk_in(text, text, text, text, timestamptz, text);

create function private.check_in_walk_in(event_slug text, email text, guest_name text, company text,
                                         device text default null)
returns table (invitation_id uuid, checked_in_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  guest public.invitations%rowtype;
  starts timestamptz;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can add walk-in guests';
  end if;
  if nullif(btrim(check_in_walk_in.guest_name), '') is null then
    raise exception using errcode = '22023', message = 'A walk-in guest needs a name';
  end if;
  starts := private.event_start(check_in_walk_in.event_slug);
  insert into public.invitations (event_slug, contact_id, email, guest_name, company, status, starts_at)
  values (check_in_walk_in.event_slug,
          (select c.id from public.contacts c where lower(c.email) = lower(btrim(check_in_walk_in.email)) limit 1),
          btrim(check_in_walk_in.email), btrim(check_in_walk_in.guest_name),
          nullif(btrim(check_in_walk_in.company), ''), 'confirmed', starts)
  on conflict (event_slug, lower(email)) do nothing
  returning * into guest;
  if guest.id is null then
    select * into guest from public.invitations i
     where i.event_slug = check_in_walk_in.event_slug and lower(i.email) = lower(btrim(check_in_walk_in.email))
     for update;
    if guest.status in ('declined', 'removed') then
      update public.invitations set status = 'confirmed' where id = guest.id;
    end if;
  end if;
  return query select guest.id, private.check_in(guest.id, device);
end
$$;
revoke all on function private.check_in_walk_in(text, text, text, text, text) from public, anon;
grant execute on function private.check_in_walk_in(text, text, text, text, text) to authenticated;

create function public.check_in_walk_in(event_slug text, email text, guest_name text, company text,
                                        device text default null)
returns table (invitation_id uuid, checked_in_at timestamptz)
language sql
security invoker
set search_path = ''
as $$ select * from private.check_in_walk_in(event_slug, email, guest_name, company, device) $$;

comment on function public.check_in_walk_in(text, text, text, text, text) is
  'Staff add a walk-in guest and check them in, one transaction; idempotent by event and e-mail.';

revoke all on function public.check_in_walk_in(text, text, text, text, text) from public, anon;
grant execute on function public.check_in_walk_in(text, text, text, text, text) to authenticated;

/*
 * offer_freed_seat of 20251127051000_auto_offer.sql, reading capacity, autoOffer and the start
 * from public.events. Answers why nothing was offered ('no-event', 'not-auto-offer', 'begun',
 * 'full', 'nobody-waiting') or 'offered'.
 */
drop function public.offer_freed_seat(text, integer, timestamptz);
drop function private.offer_freed_seat(text, integer, timestamptz);

create function private.offer_freed_seat(event_slug text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  event public.events%rowtype;
  seated integer;
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
  perform pg_advisory_xact_lock(hashtextextended('offer-freed-seat:' || offer_freed_seat.event_slug, 0));
  select count(*) into seated
    from public.invitations i
   where i.event_slug = offer_freed_seat.event_slug
     and (i.status in ('invited', 'confirmed')
          or exists (select 1 from public.check_ins c where c.invitation_id = i.id));
  if seated >= event.capacity then
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

revoke all on function private.offer_freed_seat(text) from public, anon, authenticated;
grant execute on function private.offer_freed_seat(text) to service_role;

create function public.offer_freed_seat(event_slug text)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.offer_freed_seat(event_slug) $$;

comment on function public.offer_freed_seat(text) is
  'The offer-freed-seat job offers a freed seat of an autoOffer event (public.events) to the longest-waiting request (approves it, as staff''s one click), never above capacity. Service role only.';

revoke all on function public.offer_freed_seat(text) from public, anon, authenticated;
grant execute on function public.offer_freed_seat(text) to service_role;

/*
 * send_event_follow_up of 20251129040000_invitation_rounds.sql, reading the event's end from
 * public.events: the staff app no longer passes it.
 */
drop function public.send_event_follow_up(text, text, text, text, timestamptz);
drop function private.send_event_follow_up(text, text, text, text, timestamptz);

create function private.send_event_follow_up(event_slug text, audience text, subject text, body text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  follow_up public.event_follow_ups%rowtype;
  sent public.event_follow_ups%rowtype;
  recipients integer;
  actor uuid := (select auth.uid());
  actor_email text;
  ends timestamptz;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can send follow-ups';
  end if;
  if audience is null or audience not in ('came', 'missed') then
    raise exception using errcode = '22023', message = format('Unknown audience %s', audience);
  end if;
  select e.ends_at into ends from public.events e where e.slug = send_event_follow_up.event_slug;
  if not found then
    raise exception using errcode = '22023',
      message = format('No event %s: its content file content/events/%s.md is missing',
                       send_event_follow_up.event_slug, send_event_follow_up.event_slug);
  end if;
  if ends > now() then
    raise exception using errcode = '22023',
      message = 'A follow-up can be sent once the event has ended';
  end if;
  -- Blank lines and spaces around the text are not text.
  subject := btrim(subject, E' \t\r\n');
  body := btrim(body, E' \t\r\n');
  if nullif(subject, '') is null or nullif(body, '') is null then
    raise exception using errcode = '22023', message = 'A follow-up needs a subject and a message';
  end if;
  if char_length(subject) > 200 or char_length(body) > 5000 then
    raise exception using errcode = '22001',
      message = 'A follow-up''s subject is at most 200 characters and its message at most 5,000';
  end if;
  insert into public.event_follow_ups (event_slug, audience, subject, body, recipient_count)
  values (send_event_follow_up.event_slug, send_event_follow_up.audience, subject, body, 0)
  on conflict on constraint event_follow_ups_once do nothing
  returning * into follow_up;
  if follow_up.id is null then
    select * into sent from public.event_follow_ups f
     where f.event_slug = send_event_follow_up.event_slug and f.audience = send_event_follow_up.audience;
    raise exception using errcode = '23505',
      message = format('The follow-up to those who %s was already sent on %s to %s guests',
                       case sent.audience when 'came' then 'came' else 'did not come' end,
                       to_char(sent.sent_at at time zone 'Asia/Riyadh', 'DD Mon YYYY'),
                       sent.recipient_count);
  end if;
  insert into public.event_follow_up_recipients (follow_up_id, invitation_id)
  select follow_up.id, i.id
    from public.invitations i
   where i.event_slug = send_event_follow_up.event_slug
     and private.follow_up_audience_of(i.status,
           exists (select 1 from public.check_ins c where c.invitation_id = i.id))
         = send_event_follow_up.audience;
  get diagnostics recipients = row_count;
  update public.event_follow_ups set recipient_count = recipients where id = follow_up.id;
  insert into public.after_insert_jobs (kind, row_id)
  select 'send-event-follow-up', r.id
    from public.event_follow_up_recipients r where r.follow_up_id = follow_up.id
  on conflict (kind, row_id, round) where detail is null do nothing;
  -- One Timeline entry per guest, as private.record_activity writes them, in one statement.
  actor_email := coalesce((select p.email from public.profiles p where p.id = actor), (select auth.email()));
  insert into public.activity (actor_id, actor_email, entity_type, entity_id, contact_id, action, before, after)
  select actor, actor_email,
         'invitation', i.id, i.contact_id, 'follow_up_sent', null,
         jsonb_build_object('event_slug', i.event_slug, 'audience', follow_up.audience,
                            'subject', follow_up.subject)
    from public.event_follow_up_recipients r
    join public.invitations i on i.id = r.invitation_id
   where r.follow_up_id = follow_up.id;
  perform pg_notify('after_insert_jobs', follow_up.id::text);
  return recipients;
end
$$;

revoke all on function private.send_event_follow_up(text, text, text, text) from public, anon;
grant execute on function private.send_event_follow_up(text, text, text, text) to authenticated;

create function public.send_event_follow_up(event_slug text, audience text, subject text, body text)
returns integer
language sql
security invoker
set search_path = ''
as $$ select private.send_event_follow_up(event_slug, audience, subject, body) $$;

comment on function public.send_event_follow_up(text, text, text, text) is
  'Staff send an ended event''s follow-up to one audience (came or missed), once, the end read from public.events: records it, its recipients, one mail job each and their Timeline entries; answers the recipient count.';

revoke all on function public.send_event_follow_up(text, text, text, text) from public, anon;
grant execute on function public.send_event_follow_up(text, text, text, text) to authenticated;
