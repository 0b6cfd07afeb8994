/*
 * Retention (issue 27; docs/privacy/retention.md). Rejected or unanswered membership applications,
 * declined (rejected) event requests and handled contact messages submitted longer ago than the
 * retention period (RETENTION_MONTHS, default 24) are erased once a month by a job, and staff get
 * the month's summary by mail:
 * - schedule_retention() queues the month's run (a retention_runs row and its run-retention job)
 *   once per month, however often it is called: the embedded backend calls it on a timer
 *   (supabase/local/jobs/retention-schedule.ts), a hosted project from pg_cron.
 * - run_retention() erases, records the counts on the run and in the audit log, and queues the
 *   send-retention-summary job, in one transaction; a retried run erases nothing twice.
 *
 * Personal data added here: none (the runs hold counts only).
 */

create table public.retention_runs (
  id uuid primary key default gen_random_uuid(),
  -- The month the run belongs to (its first day, in Riyadh): one run per month.
  month date not null unique,
  -- The moment the run erases for: what was submitted more than the period before it goes.
  scheduled_at timestamptz not null default now(),
  ran_at timestamptz,
  -- The period applied and the moment before which submissions were erased.
  months integer check (months between 1 and 120),
  cutoff timestamptz,
  -- Rows erased per table.
  erased jsonb,
  constraint retention_runs_ran_with_figures check (
    (ran_at is null) = (months is null)
    and (ran_at is null) = (cutoff is null)
    and (ran_at is null) = (erased is null))
);
comment on table public.retention_runs is
  'Each month''s retention run: when it ran, the period and cutoff, and the rows it erased. Staff read.';
revoke all on table public.retention_runs from anon, authenticated, service_role;
grant select on table public.retention_runs to authenticated, service_role;
alter table public.retention_runs enable row level security;
create policy "Staff can read retention runs."
  on public.retention_runs for select to authenticated using ((select private.is_staff()));
create policy "The service role can read retention runs."
  on public.retention_runs for select to service_role using (true);

alter domain public.audit_action drop constraint audit_action_check;
alter domain public.audit_action add constraint audit_action_check check (value in (
  'consent_given', 'consent_withdrawn',
  'privacy_request_verified', 'privacy_request_viewed', 'privacy_request_extended',
  'privacy_request_done', 'privacy_request_refused',
  'privacy_incident_recorded', 'privacy_incident_notified', 'privacy_incident_closed',
  'personal_data_exported', 'personal_data_erased', 'retention_erased'));

alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-event-reminder',
  'send-privacy-verification', 'send-privacy-extension', 'send-personal-data-export',
  'send-event-follow-up', 'offer-freed-seat', 'run-retention', 'send-retention-summary'));

/* job_target of 20251127051000_auto_offer.sql, reading retention runs for their jobs. */
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
    when job_kind in ('run-retention', 'send-retention-summary') then
      (select to_jsonb(r) from public.retention_runs r where r.id = about)
    else
      (select to_jsonb(m) from public.membership_requests m where m.id = about)
  end
$$;

/*
 * Queues this month's run unless it exists; returns the new run's id, or null. Only the service
 * role may call it or run_retention (grants below), as offer_freed_seat.
 */
create function private.schedule_retention(as_of timestamptz) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  run_id uuid;
begin
  insert into public.retention_runs (month, scheduled_at)
  values (date_trunc('month', as_of at time zone 'Asia/Riyadh')::date, as_of)
  on conflict (month) do nothing
  returning id into run_id;
  if run_id is not null then
    perform private.enqueue_after_insert_job('run-retention', run_id);
  end if;
  return run_id;
end
$$;
revoke all on function private.schedule_retention(timestamptz) from public, anon, authenticated;
grant execute on function private.schedule_retention(timestamptz) to service_role;

create function public.schedule_retention(as_of timestamptz default now()) returns uuid
language sql
security invoker
set search_path = ''
as $$ select private.schedule_retention(as_of) $$;
comment on function public.schedule_retention(timestamptz) is
  'Queues this month''s retention run once (the job runner''s timer or pg_cron); service role only.';
revoke all on function public.schedule_retention(timestamptz) from public, anon, authenticated;
grant execute on function public.schedule_retention(timestamptz) to service_role;

/*
 * Erases what the period has run out on at the run's moment (docs/privacy/retention.md), with the
 * jobs and timeline rows about those rows, and queues the staff summary. A run already made
 * answers its figures again and erases nothing.
 */
create function private.run_retention(run_id uuid, months integer) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  run public.retention_runs%rowtype;
  erase_before timestamptz;
  applications uuid[];
  declined uuid[];
  messages uuid[];
  counts jsonb;
begin
  if months is null or months not between 1 and 120 then
    raise exception using errcode = '22023', message = 'The retention period is 1 to 120 months';
  end if;
  select * into run from public.retention_runs r where r.id = run_retention.run_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'No such retention run';
  end if;
  if run.ran_at is not null then
    return run.erased;
  end if;
  erase_before := run.scheduled_at - make_interval(months => months);

  applications := array(select m.id from public.membership_requests m
                         where m.request_status in ('pending', 'rejected') and m.created_at < erase_before);
  declined := array(select e.id from public.event_requests e
                           where e.request_status = 'rejected' and e.created_at < erase_before);
  messages := array(select c.id from public.contact_messages c
                     where c.handled_at is not null and c.created_at < erase_before);

  perform set_config('privacy.erasing', 'on', true);
  delete from public.after_insert_jobs j where j.row_id = any(applications || declined || messages);
  delete from public.activity a where a.entity_id = any(applications || declined || messages);
  delete from public.membership_requests m where m.id = any(applications);
  delete from public.event_requests e where e.id = any(declined);
  delete from public.contact_messages c where c.id = any(messages);
  perform set_config('privacy.erasing', 'off', true);

  counts := jsonb_build_object(
    'membership_requests', cardinality(applications),
    'event_requests', cardinality(declined),
    'contact_messages', cardinality(messages));
  update public.retention_runs r
     set ran_at = now(), months = run_retention.months, cutoff = erase_before, erased = counts
   where r.id = run_retention.run_id;
  insert into public.audit_log (actor_id, actor_role, action, subject_table, subject_id, detail)
  values (null, coalesce(nullif(auth.role(), ''), current_user), 'retention_erased',
          'retention_runs', run_retention.run_id,
          jsonb_build_object('months', run_retention.months, 'cutoff', erase_before, 'rows', counts));
  perform private.enqueue_after_insert_job('send-retention-summary', run_retention.run_id);
  return counts;
end
$$;
revoke all on function private.run_retention(uuid, integer) from public, anon, authenticated;
grant execute on function private.run_retention(uuid, integer) to service_role;

create function public.run_retention(run_id uuid, months integer)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select private.run_retention(run_id, months) $$;
comment on function public.run_retention(uuid, integer) is
  'Erases what the retention period has run out on at the run''s moment and queues the staff summary (the run-retention job); service role only.';
revoke all on function public.run_retention(uuid, integer) from public, anon, authenticated;
grant execute on function public.run_retention(uuid, integer) to service_role;
