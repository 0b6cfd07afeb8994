/*
 * after_insert_jobs: the work a new join application sets off (forward it to Make, mail the
 * applicant's confirmation), written by the database in the same transaction as the row, so it
 * happens even when the visitor's tab closes right after the insert. One job per kind and row
 * (never doubled); a processor claims due jobs, runs the function of the same name, and marks
 * them done, or schedules a retry, or gives up ('failed') after its last attempt. Staff may read
 * the table to see what failed and why; nobody but the service role changes it.
 * Job kinds are written once in supabase/functions/_shared/domain/job-kinds.ts (pinned by a test).
 */
create table public.after_insert_jobs (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('push-to-make', 'send-network-confirmation')),
  -- The row the job is about (membership_requests.id); no foreign key, so a failure stays
  -- visible even after staff delete the request.
  row_id uuid not null,
  status text not null default 'pending' check (status in ('pending', 'running', 'done', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  -- When a pending job is due; while running, when its lease ends (a crashed run is retried then).
  next_attempt_at timestamptz not null default now(),
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (kind, row_id)
);

comment on table public.after_insert_jobs is
  'Work after a new join application (Make webhook, confirmation mail); processed at least once, staff read failures.';

create index after_insert_jobs_due_idx on public.after_insert_jobs (next_attempt_at)
  where status in ('pending', 'running');
create index after_insert_jobs_status_idx on public.after_insert_jobs (status, created_at desc);

revoke all on table public.after_insert_jobs from anon, authenticated, service_role;
grant select on table public.after_insert_jobs to authenticated;
grant all on table public.after_insert_jobs to service_role;

alter table public.after_insert_jobs enable row level security;

create policy "Staff can read after-insert jobs."
  on public.after_insert_jobs for select
  to authenticated
  using ((select private.is_staff()));

/*
 * The producer. Security definer: the visitor who inserts the application has no access to the
 * job table. The NOTIFY wakes a listening processor at once (delivered on commit).
 */
create function private.enqueue_membership_request_jobs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.after_insert_jobs (kind, row_id)
  values ('push-to-make', new.id), ('send-network-confirmation', new.id)
  on conflict (kind, row_id) do nothing;
  perform pg_notify('after_insert_jobs', new.id::text);
  return null;
end
$$;

revoke all on function private.enqueue_membership_request_jobs() from public;

create trigger membership_requests_enqueue_jobs
  after insert on public.membership_requests
  for each row execute function private.enqueue_membership_request_jobs();

/*
 * Claims the next due job for one run: pending and due, or running with its lease ended. SKIP
 * LOCKED lets several processors claim side by side without waiting on, or doubling, a job.
 */
create function public.claim_after_insert_job(lease_seconds integer default 300)
returns setof public.after_insert_jobs
language sql
set search_path = ''
as $$
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
  returning job.*;
$$;

/*
 * Records a run's outcome: done (no failure), pending again after retry_in_ms, or failed (a
 * failure with no retry). Only the run that holds the claim (same attempt number) may record it.
 */
create function public.finish_after_insert_job(
  job_id uuid, attempt integer, failure text default null, retry_in_ms integer default null
) returns boolean
language plpgsql
set search_path = ''
as $$
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
   where id = job_id and status = 'running' and attempts = attempt;
  return found;
end
$$;

revoke all on function public.claim_after_insert_job(integer) from public, anon, authenticated;
revoke all on function public.finish_after_insert_job(uuid, integer, text, integer)
  from public, anon, authenticated;
grant execute on function public.claim_after_insert_job(integer) to service_role;
grant execute on function public.finish_after_insert_job(uuid, integer, text, integer) to service_role;
