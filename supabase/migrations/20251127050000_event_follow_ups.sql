/*
 * Follow-ups after the event (docs/behaviour/event-guests.md#follow-ups-after-the-event): staff send
 * one message to the guests who came and another to those who did not, each once.
 * - event_follow_ups: one row per event and audience; the unique key is the "once".
 * - event_follow_up_recipients: who it went to, fixed when it was sent (a later correction of
 *   attendance does not change a sent follow-up); each recipient's mail is one outbox job.
 * The database does not read content files: the caller passes the event's end from the catalogue,
 * as approval passes the start.
 */
create domain public.follow_up_audience as text check (value in ('came', 'missed'));

comment on domain public.follow_up_audience is
  'Who a follow-up is for: the guests who came (checked in, walk-ins too) or those who held a seat and did not come.';

create table public.event_follow_ups (
  id uuid primary key default gen_random_uuid(),
  event_slug text not null
    check (char_length(event_slug) <= 200 and event_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  audience public.follow_up_audience not null,
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  recipient_count integer not null check (recipient_count >= 0),
  sent_by uuid default auth.uid(),
  sent_at timestamptz not null default now(),
  constraint event_follow_ups_once unique (event_slug, audience)
);

comment on table public.event_follow_ups is
  'The follow-up sent after an event to one audience (came or missed), once per event and audience. Staff read; written by send_event_follow_up.';

create table public.event_follow_up_recipients (
  id uuid primary key default gen_random_uuid(),
  follow_up_id uuid not null references public.event_follow_ups (id) on delete cascade,
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  constraint event_follow_up_recipients_once unique (follow_up_id, invitation_id)
);

comment on table public.event_follow_up_recipients is
  'One guest a follow-up was sent to; its mail is the send-event-follow-up job of this row.';

create index event_follow_up_recipients_invitation_idx on public.event_follow_up_recipients (invitation_id);

revoke all on table public.event_follow_ups, public.event_follow_up_recipients from anon, authenticated, service_role;
grant select on table public.event_follow_ups, public.event_follow_up_recipients to authenticated;
grant all on table public.event_follow_ups, public.event_follow_up_recipients to service_role;

alter table public.event_follow_ups enable row level security;
alter table public.event_follow_up_recipients enable row level security;

create policy "Staff can read follow-ups."
  on public.event_follow_ups for select
  to authenticated
  using ((select private.is_staff()));

create policy "Staff can read follow-up recipients."
  on public.event_follow_up_recipients for select
  to authenticated
  using ((select private.is_staff()));

alter table public.activity drop constraint activity_action_check;
alter table public.activity add constraint activity_action_check check (action in
  ('stage_changed', 'heat_changed', 'status_changed', 'checklist_completed', 'checklist_reopened',
   'attachment_added', 'attachment_removed', 'invitation_declined', 'checked_in', 'check_in_undone',
   'invitation_withdrawn', 'invitation_restored', 'attendance_corrected', 'follow_up_sent'));

alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-event-reminder',
  'send-privacy-verification', 'send-privacy-extension', 'send-personal-data-export',
  'send-event-follow-up'));

/*
 * The audience rule, written once in SQL (src/lib/events/follow-up.ts is its twin for the
 * preview; tests/integration/events/follow-ups.test.ts holds them equal): came = checked in,
 * whatever the status (a walk-in, a guest who declined and came anyway); missed = held a seat
 * (invited or confirmed) and not checked in. Declined, withdrawn or offered-only guests who did
 * not come are in neither.
 */
create function private.follow_up_audience_of(status text, checked_in boolean) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when checked_in then 'came'
    when status in ('invited', 'confirmed') then 'missed'
  end
$$;

revoke all on function private.follow_up_audience_of(text, boolean) from public, anon, authenticated;

/* The row a job is about: a follow-up's recipient comes with its message and address. */
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
    when job_kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder') then
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
 * Sends one follow-up: records it, fixes its recipients, queues one mail job per recipient and
 * writes each guest's Timeline, in one transaction. A second send for the same event and audience
 * is refused by the unique key (also under a race: the loser waits for the winner's commit).
 */
create function private.send_event_follow_up(event_slug text, audience text, subject text, body text,
                                              event_ends_at timestamptz)
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
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can send follow-ups';
  end if;
  if audience is null or audience not in ('came', 'missed') then
    raise exception using errcode = '22023', message = format('Unknown audience %s', audience);
  end if;
  if event_ends_at is null or event_ends_at > now() then
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
  on conflict (kind, row_id) where detail is null do nothing;
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

revoke all on function private.send_event_follow_up(text, text, text, text, timestamptz) from public, anon;
grant execute on function private.send_event_follow_up(text, text, text, text, timestamptz) to authenticated;

create function public.send_event_follow_up(event_slug text, audience text, subject text, body text,
                                            event_ends_at timestamptz)
returns integer
language sql
security invoker
set search_path = ''
as $$ select private.send_event_follow_up(event_slug, audience, subject, body, event_ends_at) $$;

comment on function public.send_event_follow_up(text, text, text, text, timestamptz) is
  'Staff send an ended event''s follow-up to one audience (came or missed), once: records it, its recipients, one mail job each and their Timeline entries; answers the recipient count.';

revoke all on function public.send_event_follow_up(text, text, text, text, timestamptz) from public, anon;
grant execute on function public.send_event_follow_up(text, text, text, text, timestamptz) to authenticated;
