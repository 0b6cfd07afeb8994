/*
 * People's requests about their data, and personal-data incidents (issue 27;
 * docs/behaviour/privacy-requests.md). A visitor asks on /your-data to see and copy (access),
 * correct or erase their data; the request waits until the person opens the link mailed to the
 * address (a token kept as its SHA-256 digest only, like the unsubscribe tokens of
 * 20251126011100_one_click_unsubscribe.sql, valid 24 hours). Verification is the receipt the law's
 * 30-day clock runs from: before it, the network has no request it can act on. Staff may extend
 * the answer once, by up to 30 more days, with a reason the person is mailed.
 * Staff reach requests only through the RPCs below, each writing an audit_log row in the same
 * transaction (a staff member opening a request included); incidents are read by staff and
 * changed through RPCs. The day figures are those of src/lib/privacy/deadlines.ts
 * (pinned by tests/integration/database/privacy-requests.test.ts).
 *
 * Personal data added here (for the erasure list): privacy_requests.email and .details
 * (the tokens cascade with their request).
 */

create domain public.privacy_request_kind as text check (value in ('access', 'correction', 'erasure'));
comment on domain public.privacy_request_kind is
  'What a person asks about their data: see and copy it (access), correct it, or erase it.';

create domain public.privacy_request_status as text
  check (value in ('awaiting_verification', 'open', 'extended', 'done', 'refused'));
comment on domain public.privacy_request_status is
  'Where a privacy request stands: awaiting the mailed link, open, open with its one extension, done or refused.';

create domain public.privacy_incident_status as text check (value in ('open', 'notified', 'closed'));
comment on domain public.privacy_incident_status is
  'A personal-data incident: open, the authority notified, or closed.';

-- The audit actions of 20251126011000_consents.sql, plus the privacy requests' and incidents'.
alter domain public.audit_action drop constraint audit_action_check;
alter domain public.audit_action add constraint audit_action_check check (value in (
  'consent_given', 'consent_withdrawn',
  'privacy_request_verified', 'privacy_request_viewed', 'privacy_request_extended',
  'privacy_request_done', 'privacy_request_refused',
  'privacy_incident_recorded', 'privacy_incident_notified', 'privacy_incident_closed'));

create table public.privacy_requests (
  id uuid primary key default gen_random_uuid(),
  kind public.privacy_request_kind not null,
  -- The address the person gave (stored lower-case): what the request is about.
  email public.email_address not null,
  details text check (char_length(details) <= 2000),
  status public.privacy_request_status not null default 'awaiting_verification',
  received_at timestamptz not null default now(),
  verified_at timestamptz,
  -- 30 days (720 hours) from verification; src/lib/privacy/deadlines.ts ANSWER_DAYS.
  due_at timestamptz,
  extended_until timestamptz,
  extension_reason text check (char_length(extension_reason) <= 5000),
  closed_at timestamptz,
  outcome_note text check (char_length(outcome_note) <= 5000),
  -- The staff member who extended or closed it last (no foreign key: the record outlives them).
  handled_by uuid,
  updated_at timestamptz not null default now(),
  constraint privacy_requests_verified_when_due check (
    (status = 'awaiting_verification') = (verified_at is null)
    and (verified_at is null) = (due_at is null)),
  constraint privacy_requests_due_in_30_days check (due_at = verified_at + interval '720 hours'),
  constraint privacy_requests_one_extension_of_30_days check (
    extended_until is null
    or (extended_until > due_at and extended_until <= due_at + interval '720 hours')),
  constraint privacy_requests_extension_has_reason check (
    (extended_until is null) = (extension_reason is null)
    and (status <> 'extended' or extended_until is not null)),
  constraint privacy_requests_closed_with_note check (
    (status in ('done', 'refused')) = (closed_at is not null)
    and (closed_at is null or outcome_note is not null))
);

comment on table public.privacy_requests is
  'People''s requests to see, correct or erase their data (/your-data); staff answer them through RPCs.';

create index privacy_requests_due_idx on public.privacy_requests (status, due_at);
create index privacy_requests_email_idx on public.privacy_requests (lower(email), received_at desc);

revoke all on table public.privacy_requests from anon, authenticated, service_role;
-- The job functions read a request (the service role); staff go through the RPCs below.
grant select on table public.privacy_requests to service_role;
alter table public.privacy_requests enable row level security;

create policy "The service role can read privacy requests."
  on public.privacy_requests for select
  to service_role
  using (true);

/*
 * One extension only, and a due date never moved otherwise: enforced here for every writer, the
 * owner included, since the check constraints see one row version at a time.
 */
create function private.privacy_request_keeps_its_dates() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.due_at is not null and new.due_at is distinct from old.due_at then
    raise exception using errcode = '22023', message = 'A privacy request''s due date cannot change';
  end if;
  if old.extended_until is not null and new.extended_until is distinct from old.extended_until then
    raise exception using errcode = '22023', message = 'A privacy request can be extended only once';
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.privacy_request_keeps_its_dates() from public;

create trigger privacy_requests_keep_their_dates
  before update on public.privacy_requests
  for each row execute function private.privacy_request_keeps_its_dates();

/* The mailed links' tokens: digests only, each valid 24 hours and once. */
create table private.privacy_request_tokens (
  token_digest bytea primary key,
  request_id uuid not null references public.privacy_requests (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '24 hours',
  used_at timestamptz
);
comment on table private.privacy_request_tokens is
  'Digests of the verification links mailed for privacy requests; each expires after 24 hours.';
create index privacy_request_tokens_request_idx on private.privacy_request_tokens (request_id);
revoke all on table private.privacy_request_tokens from public, anon, authenticated, service_role;

/* One audit row about a privacy request or incident: ids only, never an address. */
create function private.audit_privacy(action text, subject_table text, subject_id uuid, detail jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, actor_role, action, subject_table, subject_id, detail)
  values (auth.uid(), coalesce(nullif(auth.role(), ''), current_user), action, subject_table,
          subject_id, detail)
$$;
revoke all on function private.audit_privacy(text, text, uuid, jsonb) from public, anon, authenticated;

create function private.require_staff() returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can handle privacy requests';
  end if;
end
$$;
revoke all on function private.require_staff() from public, anon;

/* The job kinds: the verification link, and the extension's notice. */
alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-event-reminder',
  'send-privacy-verification', 'send-privacy-extension'));

/* job_target of 20251126010000_event_invitations.sql, reading privacy requests for their jobs. */
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
    else
      (select to_jsonb(m) from public.membership_requests m where m.id = about)
  end
$$;

/*
 * The /your-data form. The same answer whether or not the address is known to the network; a
 * visitor's network address and the address asked about are both rate-limited (the second keeps
 * the form from being used to flood someone's mailbox with links).
 */
create function private.submit_privacy_request(kind text, email text, details text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_email text := lower(btrim(coalesce(submit_privacy_request.email, '')));
  clean_details text := nullif(btrim(coalesce(submit_privacy_request.details, '')), '');
  new_id uuid;
begin
  if clean_email = '' then
    raise exception using errcode = '22023', message = 'Please give your e-mail address';
  end if;
  perform private.throttle_client('privacy_request');
  perform pg_advisory_xact_lock(hashtext('privacy_request:' || clean_email));
  if (select count(*) from public.privacy_requests p
       where lower(p.email) = clean_email and p.received_at > now() - interval '24 hours') >= 5 then
    raise exception using errcode = 'PT429',
      message = 'rate_limited: too many requests for this address today',
      hint = 'Please use a link already mailed to you, or try again tomorrow.';
  end if;
  -- The casts apply the table's checks (kind, address format, lengths) with their messages.
  insert into public.privacy_requests (kind, email, details)
  values (submit_privacy_request.kind::public.privacy_request_kind,
          clean_email::public.email_address, clean_details)
  returning id into new_id;
  perform private.enqueue_after_insert_job('send-privacy-verification', new_id);
end
$$;
revoke all on function private.submit_privacy_request(text, text, text) from public;
grant execute on function private.submit_privacy_request(text, text, text) to anon, authenticated, service_role;

create function public.submit_privacy_request(kind text, email text, details text default null)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.submit_privacy_request(kind, email, details) $$;
comment on function public.submit_privacy_request(text, text, text) is
  'A person asks to see, correct or erase their data; a verification link is mailed to the address.';
revoke all on function public.submit_privacy_request(text, text, text) from public;
grant execute on function public.submit_privacy_request(text, text, text) to anon, authenticated, service_role;

/* A fresh verification token (244 random bits as 64 hex digits) for the job's mail only. */
create function public.issue_privacy_request_token(request_id uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into private.privacy_request_tokens (token_digest, request_id)
  values (sha256(convert_to(token, 'UTF8')), issue_privacy_request_token.request_id);
  return token;
end
$$;
comment on function public.issue_privacy_request_token(uuid) is
  'A verification link token for a privacy request''s mail, valid 24 hours (service role only).';
revoke all on function public.issue_privacy_request_token(uuid) from public, anon, authenticated;
grant execute on function public.issue_privacy_request_token(uuid) to service_role;

/*
 * The link's POST. Answers the outcome and, once verified, the due date: verified (now), used
 * (this token or another opened the request before), expired, or invalid (unknown or malformed).
 */
create function private.verify_privacy_request(token text)
returns table (outcome text, due_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_token private.privacy_request_tokens%rowtype;
  req public.privacy_requests%rowtype;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return query select 'invalid'::text, null::timestamptz;
    return;
  end if;
  select t.* into found_token from private.privacy_request_tokens t
   where t.token_digest = sha256(convert_to(token, 'UTF8'));
  if not found then
    return query select 'invalid'::text, null::timestamptz;
    return;
  end if;
  select p.* into req from public.privacy_requests p where p.id = found_token.request_id for update;
  if found_token.used_at is not null or req.verified_at is not null then
    return query select 'used'::text, null::timestamptz;
    return;
  end if;
  if found_token.expires_at <= now() then
    return query select 'expired'::text, null::timestamptz;
    return;
  end if;
  update private.privacy_request_tokens t set used_at = now()
   where t.token_digest = found_token.token_digest;
  update public.privacy_requests p
     set status = 'open', verified_at = now(), due_at = now() + interval '720 hours'
   where p.id = req.id
  returning p.* into req;
  perform private.audit_privacy('privacy_request_verified', 'privacy_requests', req.id,
                                jsonb_build_object('kind', req.kind));
  return query select 'verified'::text, req.due_at;
end
$$;
revoke all on function private.verify_privacy_request(text) from public;
grant execute on function private.verify_privacy_request(text) to anon, authenticated, service_role;

create function public.verify_privacy_request(token text)
returns table (outcome text, due_at timestamptz)
language sql
security invoker
set search_path = ''
as $$ select * from private.verify_privacy_request(token) $$;
comment on function public.verify_privacy_request(text) is
  'Opens a privacy request by its mailed link: verified (with the due date), used, expired or invalid.';
revoke all on function public.verify_privacy_request(text) from public;
grant execute on function public.verify_privacy_request(text) to anon, authenticated, service_role;

/* Staff's list: open requests first by due date, then those awaiting the link, then closed ones. */
create function private.privacy_request_list() returns setof public.privacy_requests
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select p.* from public.privacy_requests p
     order by case when p.status in ('open', 'extended') then 0
                   when p.status = 'awaiting_verification' then 1 else 2 end,
              coalesce(p.extended_until, p.due_at) nulls last,
              p.received_at desc
     limit 1000;
end
$$;
revoke all on function private.privacy_request_list() from public, anon;
grant execute on function private.privacy_request_list() to authenticated;

create function public.privacy_request_list() returns setof public.privacy_requests
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.privacy_request_list() $$;
comment on function public.privacy_request_list() is
  'Staff list privacy requests: open ones first by due date (at most 1000).';

/* A staff member opens one request: the read and its audit row in one transaction. */
create function private.open_privacy_request(request_id uuid) returns setof public.privacy_requests
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  if not exists (select 1 from public.privacy_requests p where p.id = request_id) then
    raise exception using errcode = 'PT404', message = format('No privacy request has the id %s', request_id);
  end if;
  perform private.audit_privacy('privacy_request_viewed', 'privacy_requests', request_id, '{}'::jsonb);
  return query select p.* from public.privacy_requests p where p.id = request_id;
end
$$;
revoke all on function private.open_privacy_request(uuid) from public, anon;
grant execute on function private.open_privacy_request(uuid) to authenticated;

create function public.open_privacy_request(request_id uuid) returns setof public.privacy_requests
language sql
security invoker
set search_path = ''
as $$ select * from private.open_privacy_request(request_id) $$;
comment on function public.open_privacy_request(uuid) is
  'Staff open a privacy request: answers it and records the view in the audit log.';

/* A request's audit trail, oldest first, naming the staff member who acted. */
create function private.privacy_request_trail(request_id uuid)
returns table (occurred_at timestamptz, action text, actor_name text, actor_role text, detail jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select a.occurred_at, a.action::text,
           nullif(btrim(concat_ws(' ', pr.first_name, pr.last_name)), ''),
           a.actor_role, a.detail
      from public.audit_log a
      left join public.profiles pr on pr.id = a.actor_id
     where a.subject_table = 'privacy_requests' and a.subject_id = request_id
     order by a.occurred_at, a.id;
end
$$;
revoke all on function private.privacy_request_trail(uuid) from public, anon;
grant execute on function private.privacy_request_trail(uuid) to authenticated;

create function public.privacy_request_trail(request_id uuid)
returns table (occurred_at timestamptz, action text, actor_name text, actor_role text, detail jsonb)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.privacy_request_trail(request_id) $$;
comment on function public.privacy_request_trail(uuid) is
  'Staff read the audit trail of one privacy request, oldest first.';

/* The open request staff act on, locked; a closed or unverified one is refused. */
create function private.open_request_for_update(request_id uuid) returns public.privacy_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.privacy_requests%rowtype;
begin
  perform private.require_staff();
  select p.* into req from public.privacy_requests p where p.id = request_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = format('No privacy request has the id %s', request_id);
  end if;
  if req.status = 'awaiting_verification' then
    raise exception using errcode = '22023', message = 'The request is not verified yet';
  end if;
  if req.status in ('done', 'refused') then
    raise exception using errcode = '22023', message = 'The request is already closed';
  end if;
  return req;
end
$$;
revoke all on function private.open_request_for_update(uuid) from public, anon, authenticated;

/* Extends the answer once, by 1 to 30 days, and mails the person the reason and the new date. */
create function private.extend_privacy_request(request_id uuid, days integer, reason text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.privacy_requests%rowtype := private.open_request_for_update(request_id);
  clean_reason text := nullif(btrim(coalesce(reason, '')), '');
begin
  if req.extended_until is not null then
    raise exception using errcode = '22023', message = 'A privacy request can be extended only once';
  end if;
  if clean_reason is null then
    raise exception using errcode = '22023', message = 'Please give the reason for the extension';
  end if;
  if days is null or days < 1 or days > 30 then
    raise exception using errcode = '22023', message = 'An extension is 1 to 30 days';
  end if;
  update public.privacy_requests p
     set status = 'extended', extended_until = p.due_at + make_interval(hours => days * 24),
         extension_reason = clean_reason, handled_by = auth.uid()
   where p.id = req.id
  returning p.* into req;
  perform private.audit_privacy('privacy_request_extended', 'privacy_requests', req.id,
                                jsonb_build_object('days', days));
  perform private.enqueue_after_insert_job('send-privacy-extension', req.id);
  return req.extended_until;
end
$$;
revoke all on function private.extend_privacy_request(uuid, integer, text) from public, anon;
grant execute on function private.extend_privacy_request(uuid, integer, text) to authenticated;

create function public.extend_privacy_request(request_id uuid, days integer, reason text)
returns timestamptz
language sql
security invoker
set search_path = ''
as $$ select private.extend_privacy_request(request_id, days, reason) $$;
comment on function public.extend_privacy_request(uuid, integer, text) is
  'Staff extend a privacy request once by 1 to 30 days with a reason; the person is mailed both.';

/* Closes a request as done (with the outcome) or refused (with the reason). */
create function private.close_privacy_request(request_id uuid, outcome text, note text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.privacy_requests%rowtype := private.open_request_for_update(request_id);
  clean_note text := nullif(btrim(coalesce(note, '')), '');
begin
  if outcome is null or outcome not in ('done', 'refused') then
    raise exception using errcode = '22023', message = format('Unknown outcome %s', outcome);
  end if;
  if clean_note is null then
    raise exception using errcode = '22023', message = case outcome
      when 'done' then 'Please note what was done' else 'Please give the reason for refusing' end;
  end if;
  update public.privacy_requests p
     set status = outcome, closed_at = now(), outcome_note = clean_note, handled_by = auth.uid()
   where p.id = req.id;
  perform private.audit_privacy('privacy_request_' || outcome, 'privacy_requests', req.id,
                                jsonb_build_object('kind', req.kind));
end
$$;
revoke all on function private.close_privacy_request(uuid, text, text) from public, anon;
grant execute on function private.close_privacy_request(uuid, text, text) to authenticated;

create function public.close_privacy_request(request_id uuid, outcome text, note text) returns void
language sql
security invoker
set search_path = ''
as $$ select private.close_privacy_request(request_id, outcome, note) $$;
comment on function public.close_privacy_request(uuid, text, text) is
  'Staff close a privacy request as done (with the outcome) or refused (with the reason).';

revoke all on function public.privacy_request_list(), public.open_privacy_request(uuid),
  public.privacy_request_trail(uuid), public.extend_privacy_request(uuid, integer, text),
  public.close_privacy_request(uuid, text, text) from public, anon;
grant execute on function public.privacy_request_list(), public.open_privacy_request(uuid),
  public.privacy_request_trail(uuid), public.extend_privacy_request(uuid, integer, text),
  public.close_privacy_request(uuid, text, text) to authenticated;

/*
 * Personal-data incidents (docs/privacy/breach-procedure.md): what happened, when it was
 * discovered (the 72-hour clock to notify SDAIA starts there), what and whom it touches.
 * It names categories and counts, never the people themselves.
 */
create table public.privacy_incidents (
  id uuid primary key default gen_random_uuid(),
  summary text not null check (char_length(btrim(summary)) between 1 and 2000),
  discovered_at timestamptz not null,
  recorded_at timestamptz not null default now(),
  recorded_by uuid,
  categories text check (char_length(categories) <= 2000),
  people_affected integer check (people_affected between 0 and 100000000),
  notes text check (char_length(notes) <= 5000),
  status public.privacy_incident_status not null default 'open',
  notified_at timestamptz,
  closed_at timestamptz,
  constraint privacy_incidents_discovered_before_recorded check (discovered_at <= recorded_at),
  constraint privacy_incidents_status_dates check (
    (status = 'closed') = (closed_at is not null)
    and (status <> 'notified' or notified_at is not null))
);
comment on table public.privacy_incidents is
  'Personal-data incidents and their 72-hour notification clock; staff read, RPCs write.';
create index privacy_incidents_status_idx on public.privacy_incidents (status, discovered_at);

revoke all on table public.privacy_incidents from anon, authenticated, service_role;
grant select on table public.privacy_incidents to authenticated, service_role;
alter table public.privacy_incidents enable row level security;

create policy "Staff can read privacy incidents."
  on public.privacy_incidents for select
  to authenticated
  using ((select private.is_staff()));

create policy "The service role can read privacy incidents."
  on public.privacy_incidents for select
  to service_role
  using (true);

create function private.record_privacy_incident(
  summary text, discovered_at timestamptz, categories text, people_affected integer, notes text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  perform private.require_staff();
  if nullif(btrim(coalesce(summary, '')), '') is null then
    raise exception using errcode = '22023', message = 'Please say what happened';
  end if;
  if discovered_at is null or discovered_at > now() then
    raise exception using errcode = '22023', message = 'The discovery time must be a moment already past';
  end if;
  insert into public.privacy_incidents (summary, discovered_at, recorded_by, categories, people_affected, notes)
  values (btrim(summary), discovered_at, auth.uid(), nullif(btrim(coalesce(categories, '')), ''),
          people_affected, nullif(btrim(coalesce(notes, '')), ''))
  returning id into new_id;
  perform private.audit_privacy('privacy_incident_recorded', 'privacy_incidents', new_id, '{}'::jsonb);
  return new_id;
end
$$;
revoke all on function private.record_privacy_incident(text, timestamptz, text, integer, text) from public, anon;
grant execute on function private.record_privacy_incident(text, timestamptz, text, integer, text) to authenticated;

create function public.record_privacy_incident(
  summary text, discovered_at timestamptz, categories text default null,
  people_affected integer default null, notes text default null)
returns uuid
language sql
security invoker
set search_path = ''
as $$ select private.record_privacy_incident(summary, discovered_at, categories, people_affected, notes) $$;
comment on function public.record_privacy_incident(text, timestamptz, text, integer, text) is
  'Staff record a personal-data incident; its 72-hour clock runs from discovered_at.';

/* Marks an incident notified (the authority told) or closed; each step once. */
create function private.advance_privacy_incident(incident_id uuid, step text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  inc public.privacy_incidents%rowtype;
begin
  perform private.require_staff();
  select i.* into inc from public.privacy_incidents i where i.id = incident_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = format('No incident has the id %s', incident_id);
  end if;
  if inc.status = 'closed' then
    raise exception using errcode = '22023', message = 'The incident is already closed';
  end if;
  if step = 'notified' then
    if inc.notified_at is not null then
      raise exception using errcode = '22023', message = 'The incident is already marked notified';
    end if;
    update public.privacy_incidents i set status = 'notified', notified_at = now() where i.id = inc.id;
  elsif step = 'closed' then
    update public.privacy_incidents i set status = 'closed', closed_at = now() where i.id = inc.id;
  else
    raise exception using errcode = '22023', message = format('Unknown step %s', step);
  end if;
  perform private.audit_privacy('privacy_incident_' || step, 'privacy_incidents', inc.id, '{}'::jsonb);
end
$$;
revoke all on function private.advance_privacy_incident(uuid, text) from public, anon;
grant execute on function private.advance_privacy_incident(uuid, text) to authenticated;

create function public.advance_privacy_incident(incident_id uuid, step text) returns void
language sql
security invoker
set search_path = ''
as $$ select private.advance_privacy_incident(incident_id, step) $$;
comment on function public.advance_privacy_incident(uuid, text) is
  'Staff mark an incident notified (the authority told) or closed.';

revoke all on function public.record_privacy_incident(text, timestamptz, text, integer, text),
  public.advance_privacy_incident(uuid, text) from public, anon;
grant execute on function public.record_privacy_incident(text, timestamptz, text, integer, text),
  public.advance_privacy_incident(uuid, text) to authenticated;
