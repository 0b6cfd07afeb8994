/*
 * The event after approval, first slice (docs/behaviour/event-guests.md): invitations, passes,
 * decline, reminders and the door's check-in RPCs. An event stays a content file; what happens to
 * a guest is rows keyed by (event_slug, guest e-mail):
 * - invitations: one per approved request, with the pass token, the calendar UID and SEQUENCE;
 * - check_ins: one per arrival, unique per invitation (a replayed check-in is a no-op);
 * - scheduled jobs in the one outbox (after_insert_jobs): next_attempt_at already is a pending
 *   job's "run at", so reminders are jobs queued due 24 h and 3 h before the start; a decline
 *   cancels them (the new status 'cancelled').
 * The database does not read content files: approval is given the event's start by the caller
 * (the CRM passes the start of its content catalogue) and the invitation keeps it, so reminders
 * and the "start passed" rule need nothing else.
 */
create domain public.invitation_status as text
  check (value in ('invited', 'confirmed', 'declined', 'removed', 'offered'));

comment on domain public.invitation_status is
  'Where a guest stands for one event: invited, confirmed (an approved request), declined, removed by staff, offered a freed seat.';

create domain public.guest_language as text check (value in ('en', 'ar'));

comment on domain public.guest_language is 'The language a guest''s mails and pass are written in.';

/* A pass token: 64 hex digits from two random UUIDs (2 × 122 random bits). */
create function private.new_pass_token() returns text
language sql
volatile
set search_path = ''
as $$ select replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') $$;

revoke all on function private.new_pass_token() from public, anon, authenticated;
-- The column default runs as the inserting role: the service role (tools, tests) inserts too.
grant execute on function private.new_pass_token() to service_role;

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  event_slug text not null
    check (char_length(event_slug) <= 200 and event_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- The request it answers; kept (null) when staff delete the request, so the guest keeps a pass.
  request_id uuid references public.event_requests (id) on delete set null,
  -- The CRM contact with the guest's address when there is one, for the Timeline.
  contact_id uuid references public.contacts (id) on delete set null,
  email public.email_address not null,
  guest_name text not null check (char_length(btrim(guest_name)) between 1 and 200),
  status public.invitation_status not null default 'confirmed',
  -- The pass's secret (/pass/<token>); a revoked pass answers like an unknown one.
  pass_token text not null unique default private.new_pass_token() check (pass_token ~ '^[0-9a-f]{64}$'),
  pass_revoked_at timestamptz,
  -- The calendar entry's UID, stable for this guest and event; SEQUENCE rises on every change.
  calendar_uid text not null unique default (gen_random_uuid()::text || '@invitations.majlis.network'),
  calendar_sequence integer not null default 0 check (calendar_sequence >= 0),
  language public.guest_language not null default 'en',
  starts_at timestamptz not null,
  time_zone text not null default 'Asia/Riyadh' check (char_length(time_zone) between 1 and 64),
  declined_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.invitations is
  'One guest of one event (an approved request): status, pass token, calendar UID and SEQUENCE. Staff read; changes go through RPCs.';

create unique index invitations_guest_idx on public.invitations (event_slug, lower(email));
create index invitations_request_idx on public.invitations (request_id);
create index invitations_contact_idx on public.invitations (contact_id);

create trigger invitations_touch_updated_at
  before update on public.invitations
  for each row execute function private.touch_updated_at();

create table public.check_ins (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null unique references public.invitations (id) on delete cascade,
  checked_in_by uuid default auth.uid(),
  checked_in_at timestamptz not null default now(),
  -- Which phone at the door, as the door screen names itself.
  device text check (char_length(device) <= 200)
);

comment on table public.check_ins is
  'One arrival per invitation (who checked the guest in, when, on which device). Staff read; written by check_in/undo_check_in.';

revoke all on table public.invitations, public.check_ins from anon, authenticated, service_role;
grant select on table public.invitations, public.check_ins to authenticated;
grant all on table public.invitations, public.check_ins to service_role;

alter table public.invitations enable row level security;
alter table public.check_ins enable row level security;

create policy "Staff can read invitations."
  on public.invitations for select
  to authenticated
  using ((select private.is_staff()));

create policy "Staff can read check-ins."
  on public.check_ins for select
  to authenticated
  using ((select private.is_staff()));

/* The Timeline shows a guest's declines, check-ins and their undoing. */
alter table public.activity drop constraint activity_entity_type_check;
alter table public.activity add constraint activity_entity_type_check check (entity_type in
  ('contact', 'company', 'membership_request', 'event_request', 'contact_message', 'checklist_item',
   'contact_attachment', 'invitation'));
alter table public.activity drop constraint activity_action_check;
alter table public.activity add constraint activity_action_check check (action in
  ('stage_changed', 'heat_changed', 'status_changed', 'checklist_completed', 'checklist_reopened',
   'attachment_added', 'attachment_removed', 'invitation_declined', 'checked_in', 'check_in_undone'));

/*
 * The outbox learns the invitation kinds. A reminder carries which one it is (detail) and is
 * unique per invitation and detail; the invitation and its cancellation are once per invitation.
 */
alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-event-reminder'));

alter table public.after_insert_jobs drop constraint after_insert_jobs_detail_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_detail_check check (detail in (
  'approved', 'waitlist', 'rejected', 'reminder-24h', 'reminder-3h'));

alter table public.after_insert_jobs drop constraint after_insert_jobs_status_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_status_check check (status in (
  'pending', 'running', 'done', 'failed', 'cancelled'));

create unique index after_insert_jobs_reminder_once_idx on public.after_insert_jobs (row_id, detail)
  where kind = 'send-event-reminder';

comment on column public.after_insert_jobs.detail is
  'The decision a decision mail announces, or which reminder a send-event-reminder is; null for other kinds.';

/* The row a job is about: the invitation kinds get the invitation. Otherwise as before. */
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
    else
      (select to_jsonb(m) from public.membership_requests m where m.id = about)
  end
$$;

/*
 * Queues a guest's two reminders, each only while its moment is still ahead: an approval 10 hours
 * before the start gets the 3-hour reminder alone, one after the start gets none.
 */
create function private.enqueue_invitation_reminders(invitation public.invitations) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.after_insert_jobs (kind, row_id, detail, next_attempt_at)
  select 'send-event-reminder', invitation.id, r.detail, invitation.starts_at - r.ahead
    from (values ('reminder-24h', interval '24 hours'), ('reminder-3h', interval '3 hours')) as r (detail, ahead)
   where invitation.starts_at - r.ahead > now()
  on conflict (row_id, detail) where kind = 'send-event-reminder' do nothing;
end
$$;

revoke all on function private.enqueue_invitation_reminders(public.invitations) from public, anon, authenticated;

/*
 * decide_event_request of 20251126008200_staff_decision_jobs.sql, plus the invitation: approving a
 * request for a content event (event_slug set) creates the guest's invitation in the same
 * transaction and queues its mail (which replaces the plain approval mail) and both reminders.
 * event_starts_at is the event's start from the content catalogue; it is required then.
 * A request without an event slug is approved as before (the approval mail only).
 */
drop function public.decide_event_request(uuid, text);
drop function private.decide_event_request(uuid, text);

create function private.decide_event_request(request_id uuid, decision text, event_starts_at timestamptz default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.event_requests%rowtype;
  invitation public.invitations%rowtype;
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
  if decision = 'approved' and req.event_slug is not null then
    insert into public.invitations (event_slug, request_id, contact_id, email, guest_name, starts_at)
    values (req.event_slug, req.id,
            (select c.id from public.contacts c where lower(c.email) = lower(req.email) limit 1),
            req.email, btrim(req.name), event_starts_at)
    on conflict (event_slug, lower(email)) do nothing
    returning * into invitation;
    -- A guest invited before (another request for the same event) keeps that invitation.
    if invitation.id is not null then
      perform private.enqueue_after_insert_job('send-invitation', invitation.id);
      perform private.enqueue_invitation_reminders(invitation);
    end if;
    return 'done';
  end if;
  if decision <> 'pending' then
    perform private.enqueue_decision_mail('send-event-status', request_id, decision);
  end if;
  return 'done';
end
$$;

revoke all on function private.decide_event_request(uuid, text, timestamptz) from public, anon;
grant execute on function private.decide_event_request(uuid, text, timestamptz) to authenticated;

create function public.decide_event_request(request_id uuid, decision text, event_starts_at timestamptz default null)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.decide_event_request(request_id, decision, event_starts_at) $$;

comment on function public.decide_event_request(uuid, text, timestamptz) is
  'Staff decide an invitation request: stores the decision and queues its mail in one transaction; approval for a content event also creates the invitation and queues its reminders.';

revoke all on function public.decide_event_request(uuid, text, timestamptz) from public, anon;
grant execute on function public.decide_event_request(uuid, text, timestamptz) to authenticated;

/*
 * What the pass page shows, for one token and nothing else: no e-mail, no ids. A revoked or
 * unknown token returns no row (the page answers 404 alike). Anyone holding the token may read.
 */
create function private.invitation_pass(token text)
returns table (event_slug text, guest_name text, status public.invitation_status, starts_at timestamptz,
               time_zone text, checked_in boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select i.event_slug, i.guest_name, i.status, i.starts_at, i.time_zone,
         exists (select 1 from public.check_ins c where c.invitation_id = i.id)
    from public.invitations i
   where i.pass_token = token and i.pass_revoked_at is null
$$;

revoke all on function private.invitation_pass(text) from public;
grant execute on function private.invitation_pass(text) to anon, authenticated, service_role;

-- Run as the caller; the private function (owner's rights) is the one way to the row.
create function public.invitation_pass(token text)
returns table (event_slug text, guest_name text, status public.invitation_status, starts_at timestamptz,
               time_zone text, checked_in boolean)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.invitation_pass(token) $$;

comment on function public.invitation_pass(text) is
  'The pass page''s one read: event, guest name, status and start of the invitation holding this token.';

revoke all on function public.invitation_pass(text) from public;
grant execute on function public.invitation_pass(text) to anon, authenticated, service_role;

/*
 * A guest declines from their pass (no sign-in; the token is the proof). Idempotent: a second
 * decline answers 'unchanged' and queues nothing. The seat is freed (the status), the pending
 * reminders are cancelled, and a calendar cancellation (SEQUENCE raised) is queued.
 * Answers 'done', 'unchanged' or 'not-found' (unknown or revoked token).
 */
create function private.decline_invitation(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
begin
  select * into invitation from public.invitations i
   where i.pass_token = token and i.pass_revoked_at is null
   for update;
  if not found then
    return 'not-found';
  end if;
  if invitation.status in ('declined', 'removed') then
    return 'unchanged';
  end if;
  update public.invitations
     set status = 'declined', declined_at = now(), calendar_sequence = calendar_sequence + 1
   where id = invitation.id;
  update public.after_insert_jobs
     set status = 'cancelled', finished_at = now(), updated_at = now()
   where kind = 'send-event-reminder' and row_id = invitation.id and status = 'pending';
  perform private.enqueue_after_insert_job('send-invitation-cancel', invitation.id);
  perform private.record_activity('invitation', invitation.id, invitation.contact_id, 'invitation_declined',
    jsonb_build_object('status', invitation.status, 'event_slug', invitation.event_slug),
    jsonb_build_object('status', 'declined', 'event_slug', invitation.event_slug));
  return 'done';
end
$$;

revoke all on function private.decline_invitation(text) from public;
grant execute on function private.decline_invitation(text) to anon, authenticated, service_role;

create function public.decline_invitation(token text) returns text
language sql
security invoker
set search_path = ''
as $$ select private.decline_invitation(token) $$;

comment on function public.decline_invitation(text) is
  'The guest holding this pass token declines: seat freed, reminders cancelled, calendar cancellation queued. Idempotent.';

revoke all on function public.decline_invitation(text) from public;
grant execute on function public.decline_invitation(text) to anon, authenticated, service_role;

/*
 * The door (a later door screen): staff check a guest in. Idempotent: a replayed check-in (an
 * offline phone sending again) changes nothing and answers the first check-in's time. A declined
 * or removed guest is refused. Writes the contact's Timeline once.
 */
create function private.check_in(invitation_id uuid, device text default null) returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
  arrived public.check_ins%rowtype;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can check guests in';
  end if;
  select * into invitation from public.invitations i where i.id = check_in.invitation_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = format('No invitation has the id %s', check_in.invitation_id);
  end if;
  if invitation.status in ('declined', 'removed') then
    raise exception using errcode = '22023',
      message = format('%s has %s and cannot be checked in', invitation.guest_name,
                       case invitation.status when 'declined' then 'declined' else 'been removed' end);
  end if;
  insert into public.check_ins (invitation_id, checked_in_by, device)
  values (invitation.id, (select auth.uid()), left(check_in.device, 200))
  on conflict on constraint check_ins_invitation_id_key do nothing
  returning * into arrived;
  if arrived.id is null then
    return (select c.checked_in_at from public.check_ins c where c.invitation_id = invitation.id);
  end if;
  perform private.record_activity('invitation', invitation.id, invitation.contact_id, 'checked_in', null,
    jsonb_build_object('event_slug', invitation.event_slug, 'device', arrived.device));
  return arrived.checked_in_at;
end
$$;

/*
 * Undo at the door: within 10 seconds of the check-in the row is deleted (the Timeline keeps both
 * entries). Answers false when there is nothing to undo; later than 10 s is refused.
 */
create function private.undo_check_in(invitation_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  arrived public.check_ins%rowtype;
  contact uuid;
  slug text;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can undo a check-in';
  end if;
  select * into arrived from public.check_ins c where c.invitation_id = undo_check_in.invitation_id for update;
  if not found then
    return false;
  end if;
  if arrived.checked_in_at < now() - interval '10 seconds' then
    raise exception using errcode = '22023', message = 'A check-in can be undone for 10 seconds only';
  end if;
  delete from public.check_ins where id = arrived.id;
  select i.contact_id, i.event_slug into contact, slug from public.invitations i where i.id = arrived.invitation_id;
  perform private.record_activity('invitation', arrived.invitation_id, contact, 'check_in_undone',
    jsonb_build_object('event_slug', slug, 'checked_in_at', arrived.checked_in_at), null);
  return true;
end
$$;

revoke all on function private.check_in(uuid, text), private.undo_check_in(uuid) from public, anon;
grant execute on function private.check_in(uuid, text), private.undo_check_in(uuid) to authenticated;

create function public.check_in(invitation_id uuid, device text default null) returns timestamptz
language sql
security invoker
set search_path = ''
as $$ select private.check_in(invitation_id, device) $$;

create function public.undo_check_in(invitation_id uuid) returns boolean
language sql
security invoker
set search_path = ''
as $$ select private.undo_check_in(invitation_id) $$;

comment on function public.check_in(uuid, text) is
  'Staff check a guest in at the door; a replay is a no-op answering the first time.';
comment on function public.undo_check_in(uuid) is
  'Staff undo a check-in within 10 seconds of it.';

revoke all on function public.check_in(uuid, text), public.undo_check_in(uuid) from public, anon;
grant execute on function public.check_in(uuid, text), public.undo_check_in(uuid) to authenticated;

/* The mail outbox carries attachments (an invitation's .ics): [{filename, content_type, content}]. */
alter table public.mail_outbox
  add column attachments jsonb check (jsonb_typeof(attachments) = 'array' and pg_column_size(attachments) <= 500000);

comment on column public.mail_outbox.attachments is
  'Text attachments as [{filename, content_type, content}], shown and downloadable on the local mail page.';

/*
 * failed_jobs of 20251126008200_staff_decision_jobs.sql, naming the guest of a failed guest job
 * (invitation, cancellation, reminder) too. Otherwise unchanged.
 */
create or replace function public.failed_jobs()
returns table (
  id uuid, kind text, row_id uuid, detail text, attempts integer, last_error text,
  failed_at timestamptz, email text, name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select j.id, j.kind, j.row_id, j.detail, j.attempts, j.last_error,
         coalesce(j.finished_at, j.updated_at),
         coalesce(m.email, e.email, c.email, i.email)::text,
         coalesce(nullif(btrim(concat_ws(' ', m.first_name, m.last_name)), ''), e.name,
                  nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''), i.guest_name)
    from public.after_insert_jobs j
    left join public.membership_requests m on m.id = j.row_id
      and j.kind in ('push-to-make', 'send-network-confirmation', 'create-approved-member', 'send-membership-status')
    left join public.event_requests e on e.id = j.row_id
      and j.kind in ('send-event-confirmation', 'send-event-status')
    left join public.contacts c on c.id = j.row_id and j.kind = 'send-newsletter-confirmation'
    left join public.invitations i on i.id = j.row_id
      and j.kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder')
   where j.status = 'failed'
   order by coalesce(j.finished_at, j.updated_at) desc, j.id
   limit 500
$$;
