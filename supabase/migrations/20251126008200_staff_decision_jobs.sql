/*
 * Staff decisions go through the job outbox too (docs/architecture.md#the-job-outbox). A decision
 * on a membership or event request is one RPC that stores the decision and queues its work in the
 * same transaction: the decision mail, and for a membership approval the member's account (whose
 * job then queues the approval mail). The browser calls only the RPC; the functions that mail or
 * create accounts answer only the service role (the job runner).
 * - A decision mail carries the decision it announces (detail). A request may be decided more than
 *   once (waitlist, then rejected), so decision mails are not unique per request; the other kinds
 *   stay one per row. The RPC's row lock is what keeps two staff deciding at once to one decision
 *   and one mail: the second call waits, then finds the decision made and answers 'unchanged'.
 * - Claiming a job returns the row it is about (target), so handlers need not read it again,
 *   and recording a job done stamps the row's mark (below): handlers stamp nothing.
 * - Staff list failed jobs and retry one (made due now; the runner runs it).
 */
alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'create-approved-member', 'send-membership-status', 'send-event-status'));

alter table public.after_insert_jobs
  add column detail text check (detail in ('approved', 'waitlist', 'rejected'));

comment on column public.after_insert_jobs.detail is
  'The decision a decision mail announces (send-membership-status, send-event-status); null for other kinds.';

comment on table public.after_insert_jobs is
  'The job outbox: work after a write (Make webhook, confirmation and decision mails, member accounts); processed at least once, staff read and retry failures.';

alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_row_id_key;
create unique index after_insert_jobs_once_idx on public.after_insert_jobs (kind, row_id)
  where detail is null;
create index after_insert_jobs_row_idx on public.after_insert_jobs (row_id);

/* Both producers of the first migrations, unchanged but for the unique index they name. */
create or replace function private.enqueue_after_insert_job(job_kind text, about uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.after_insert_jobs (kind, row_id) values (job_kind, about)
  on conflict (kind, row_id) where detail is null do nothing;
  perform pg_notify('after_insert_jobs', about::text);
end
$$;

create or replace function private.enqueue_membership_request_jobs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.after_insert_jobs (kind, row_id)
  values ('push-to-make', new.id), ('send-network-confirmation', new.id)
  on conflict (kind, row_id) where detail is null do nothing;
  perform pg_notify('after_insert_jobs', new.id::text);
  return null;
end
$$;

/* Queues one decision mail; every decision that changed the status mails once. */
create function private.enqueue_decision_mail(job_kind text, about uuid, decision text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.after_insert_jobs (kind, row_id, detail) values (job_kind, about, decision);
  perform pg_notify('after_insert_jobs', about::text);
end
$$;

revoke all on function private.enqueue_decision_mail(text, uuid, text) from public, anon, authenticated;
-- record_member_account (below) runs as the service role and queues the approval mail.
grant execute on function private.enqueue_decision_mail(text, uuid, text) to service_role;

/*
 * The row a job is about, as the handler needs it: membership_requests for the join and
 * membership kinds, event_requests for the event kinds, contacts for the newsletter. Null when
 * the row is gone (the handler answers 404 and the job fails, visible to staff).
 */
create function private.job_target(job_kind text, about uuid) returns jsonb
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
    else
      (select to_jsonb(m) from public.membership_requests m where m.id = about)
  end
$$;

revoke all on function private.job_target(text, uuid) from public, anon, authenticated;
grant execute on function private.job_target(text, uuid) to service_role;

/*
 * The claim of 20251125000100_after_insert_jobs.sql, returning the job's decision and the row it
 * is about. The return type changes, so the old function is dropped.
 */
drop function public.claim_after_insert_job(integer);

create function public.claim_after_insert_job(lease_seconds integer default 300)
returns table (id uuid, kind text, row_id uuid, attempts integer, detail text, target jsonb)
language sql
set search_path = ''
as $$
  with claimed as (
    update public.after_insert_jobs as job
       set status = 'running',
           attempts = job.attempts + 1,
           next_attempt_at = now() + make_interval(secs => lease_seconds),
           updated_at = now()
     where job.id = (
       select due.id
         from public.after_insert_jobs as due
        where due.status in ('pending', 'running') and due.next_attempt_at <= now()
        order by due.next_attempt_at, due.created_at
        limit 1
        for update skip locked)
    returning job.id, job.kind, job.row_id, job.attempts, job.detail)
  select c.id, c.kind, c.row_id, c.attempts, c.detail, private.job_target(c.kind, c.row_id)
    from claimed c;
$$;

revoke all on function public.claim_after_insert_job(integer) from public, anon, authenticated;
grant execute on function public.claim_after_insert_job(integer) to service_role;

/*
 * The account job's outcome, in one transaction: the request's status (account_created or
 * account_exists) and, when an account was created, the approval mail (an applicant who already
 * had an account gets none: docs/behaviour/staff-app.md#decisions-and-their-mails). Only the first
 * outcome counts: a job run again after its account was recorded changes nothing.
 */
create function public.record_member_account(request_id uuid, outcome text) returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if outcome not in ('account_created', 'account_exists') then
    raise exception using errcode = '22023', message = format('Unknown account outcome %s', outcome);
  end if;
  update public.membership_requests
     set request_status = outcome
   where id = request_id and request_status = 'approved';
  if not found then
    return false;
  end if;
  if outcome = 'account_created' then
    perform private.enqueue_decision_mail('send-membership-status', request_id, 'approved');
  end if;
  return true;
end
$$;

revoke all on function public.record_member_account(uuid, text) from public, anon, authenticated;
grant execute on function public.record_member_account(uuid, text) to service_role;

/*
 * One decision on a membership request (docs/behaviour/staff-app.md#decisions-and-their-mails).
 * Answers 'done' (stored, its work queued), 'unchanged' (the request already had this status:
 * nothing stored or queued again) or 'already-approved' (approving a request approved before).
 * An approved request (or one with an account, or moved to the pipeline) is locked.
 */
create function private.decide_membership_request(request_id uuid, decision text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.membership_requests%rowtype;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can decide requests';
  end if;
  if decision is null or decision not in ('pending', 'waitlist', 'approved', 'rejected') then
    raise exception using errcode = '22023', message = format('Unknown decision %s', decision);
  end if;
  select * into req from public.membership_requests r where r.id = request_id for update;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No membership request has the id %s', request_id);
  end if;
  if req.request_status in ('approved', 'account_created', 'account_exists') or req.approved_at is not null then
    if decision = 'approved' then
      return 'already-approved';
    end if;
    raise exception using errcode = '22023', message = 'An approved request cannot be changed';
  end if;
  if req.request_status = 'moved_to_pipeline' then
    raise exception using errcode = '22023', message = 'The request was moved to the pipeline';
  end if;
  if req.request_status = decision then
    return 'unchanged';
  end if;
  if decision = 'approved' then
    if btrim(coalesce(req.email, '')) = '' or btrim(coalesce(req.first_name, '')) = '' then
      raise exception using errcode = '22023',
        message = 'Missing required information for account creation';
    end if;
    -- approved_at is stamped with the time and the staff member by stamp_membership_approver.
    update public.membership_requests
       set request_status = 'approved', approved_at = now()
     where id = request_id;
    perform private.enqueue_after_insert_job('create-approved-member', request_id);
    return 'done';
  end if;
  update public.membership_requests set request_status = decision where id = request_id;
  if decision <> 'pending' then
    perform private.enqueue_decision_mail('send-membership-status', request_id, decision);
  end if;
  return 'done';
end
$$;

/* The same for an invitation request: approved, waitlist and rejected mail the guest. */
create function private.decide_event_request(request_id uuid, decision text) returns text
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
  update public.event_requests set request_status = decision where id = request_id;
  if decision <> 'pending' then
    perform private.enqueue_decision_mail('send-event-status', request_id, decision);
  end if;
  return 'done';
end
$$;

revoke all on function private.decide_membership_request(uuid, text) from public, anon;
revoke all on function private.decide_event_request(uuid, text) from public, anon;
grant execute on function private.decide_membership_request(uuid, text) to authenticated;
grant execute on function private.decide_event_request(uuid, text) to authenticated;

create function public.decide_membership_request(request_id uuid, decision text) returns text
language sql
security invoker
set search_path = ''
as $$ select private.decide_membership_request(request_id, decision) $$;

create function public.decide_event_request(request_id uuid, decision text) returns text
language sql
security invoker
set search_path = ''
as $$ select private.decide_event_request(request_id, decision) $$;

comment on function public.decide_membership_request(uuid, text) is
  'Staff decide a membership request: stores the decision and queues its mail (and for approval the member account) in one transaction.';
comment on function public.decide_event_request(uuid, text) is
  'Staff decide an invitation request: stores the decision and queues its mail in one transaction.';

revoke all on function public.decide_membership_request(uuid, text) from public, anon;
revoke all on function public.decide_event_request(uuid, text) from public, anon;
grant execute on function public.decide_membership_request(uuid, text) to authenticated;
grant execute on function public.decide_event_request(uuid, text) to authenticated;

/*
 * The failed jobs staff see in the CRM: what, for whom (the e-mail and name of the row it is
 * about, while it exists), attempts, last error and when, newest first. Security invoker: RLS on
 * the job table and the request tables decides what a caller sees (staff everything, others none).
 */
create function public.failed_jobs()
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
         coalesce(m.email, e.email, c.email)::text,
         coalesce(nullif(btrim(concat_ws(' ', m.first_name, m.last_name)), ''), e.name,
                  nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''))
    from public.after_insert_jobs j
    left join public.membership_requests m on m.id = j.row_id
      and j.kind in ('push-to-make', 'send-network-confirmation', 'create-approved-member', 'send-membership-status')
    left join public.event_requests e on e.id = j.row_id
      and j.kind in ('send-event-confirmation', 'send-event-status')
    left join public.contacts c on c.id = j.row_id and j.kind = 'send-newsletter-confirmation'
   where j.status = 'failed'
   order by coalesce(j.finished_at, j.updated_at) desc, j.id
   limit 500
$$;

revoke all on function public.failed_jobs() from public, anon;
grant execute on function public.failed_jobs() to authenticated, service_role;

/*
 * Retry now: a failed job is due again at once and the runner is woken; its attempts stay, so it
 * runs once more and, failing again, is back in the list. Answers false when the job is no longer
 * failed (a colleague retried it first).
 */
create function private.retry_job(job_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  about uuid;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can retry jobs';
  end if;
  update public.after_insert_jobs
     set status = 'pending', next_attempt_at = now(), finished_at = null, updated_at = now()
   where id = job_id and status = 'failed'
  returning row_id into about;
  if about is null then
    return false;
  end if;
  perform pg_notify('after_insert_jobs', about::text);
  return true;
end
$$;

revoke all on function private.retry_job(uuid) from public, anon;
grant execute on function private.retry_job(uuid) to authenticated;

create function public.retry_job(job_id uuid) returns boolean
language sql
security invoker
set search_path = ''
as $$ select private.retry_job(job_id) $$;

comment on function public.retry_job(uuid) is
  'Staff make a failed job due now; the job runner runs it again.';

revoke all on function public.retry_job(uuid) from public, anon;
grant execute on function public.retry_job(uuid) to authenticated;

/*
 * The job row is the record of what was done: the handlers no longer stamp "sent" marks through
 * the REST stack. A visitor job's mark (confirmation_sent_at, make_forwarded_at) is written here,
 * in the transaction that records the job done, so staff still see when the row was confirmed or
 * forwarded. Otherwise the finish of 20251125000100_after_insert_jobs.sql, unchanged.
 */
create or replace function public.finish_after_insert_job(
  job_id uuid, attempt integer, failure text default null, retry_in_ms integer default null
) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  finished public.after_insert_jobs%rowtype;
begin
  update public.after_insert_jobs
     set status = case
           when failure is null then 'done'
           when retry_in_ms is not null then 'pending'
           else 'failed' end,
         -- A success keeps the last failure: staff can still see why a job needed retries.
         last_error = coalesce(left(failure, 2000), last_error),
         next_attempt_at = case
           when failure is not null and retry_in_ms is not null
             then now() + make_interval(secs => retry_in_ms / 1000.0)
           else next_attempt_at end,
         finished_at = case when failure is null or retry_in_ms is null then now() end,
         updated_at = now()
   where id = job_id and status = 'running' and attempts = attempt
  returning * into finished;
  if not found then
    return false;
  end if;
  if failure is null then
    case finished.kind
      when 'push-to-make' then
        update public.membership_requests set make_forwarded_at = coalesce(make_forwarded_at, now())
         where id = finished.row_id;
      when 'send-network-confirmation' then
        update public.membership_requests
           set confirmation_sent_at = coalesce(confirmation_sent_at, now())
         where id = finished.row_id;
      when 'send-event-confirmation' then
        update public.event_requests set confirmation_sent_at = coalesce(confirmation_sent_at, now())
         where id = finished.row_id;
      when 'send-newsletter-confirmation' then
        update public.contacts set confirmation_sent_at = coalesce(confirmation_sent_at, now())
         where id = finished.row_id;
      else
        null;
    end case;
  end if;
  return true;
end
$$;

/* Whether a job of this kind for this row is done: a function run by hand does not act twice. */
create function public.job_done(job_kind text, about uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.after_insert_jobs j
                  where j.kind = job_kind and j.row_id = about and j.status = 'done')
$$;

revoke all on function public.job_done(text, uuid) from public, anon, authenticated;
grant execute on function public.job_done(text, uuid) to service_role;

comment on column public.contacts.confirmation_sent_at is
  'When the send-newsletter-confirmation job was done (written by finish_after_insert_job).';
comment on column public.event_requests.confirmation_sent_at is
  'When the send-event-confirmation job was done (written by finish_after_insert_job).';
