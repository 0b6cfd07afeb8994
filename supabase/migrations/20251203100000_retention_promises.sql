/*
 * One table of retention promises (issue 41, item 2; docs/privacy/retention.md). The periods lived
 * in SQL functions, in the run's months argument (the RETENTION_MONTHS setting), in the docs and in
 * the privacy policy, and disagreed: the policy promised 24 months for every event request and
 * contact message, the job erased only declined requests and handled messages. Now
 * private.retention_promises holds every period the policy and the records of processing state;
 * the monthly run reads its periods there and nowhere else, and
 * tests/integration/privacy/retention-promises.test.ts checks the docs and the policy (English and
 * Arabic) state exactly these rows.
 *
 * The run also erases what was left out: unconfirmed newsletter sign-ups (until now only the next
 * sign-up removed them) and incidents closed longer ago than their period. Each run records the
 * period and cutoff it applied per rule (retention_runs.periods), which the Privacy tab and the
 * staff summary show.
 *
 * Newsletter sign-ups join the export (without the address's keyed hash; their link tokens live in
 * another table) and are counted in erasure.
 *
 * Personal data added here: none (the promises and the runs hold periods and counts).
 */

create table private.retention_promises (
  -- What is kept: a table, or one rule of the run over a table; the run counts under this name.
  subject text primary key check (subject ~ '^[a-z_]+$'),
  -- How long, as stated to people: a whole number of days, months or years. Null: no period of
  -- its own, the rows go with the last row that holds their address or row (counted_from).
  keep_count integer check (keep_count between 1 and 1000),
  keep_unit text check (keep_unit in ('days', 'months', 'years')),
  keep interval generated always as (case keep_unit
    when 'days' then make_interval(days => keep_count)
    when 'months' then make_interval(months => keep_count)
    when 'years' then make_interval(years => keep_count) end) stored,
  -- The period as the docs and the policy write it: "24 months", "1 day".
  stated text generated always as (keep_count::text || ' '
    || case when keep_count = 1 then left(keep_unit, -1) else keep_unit end) stored,
  -- submission: when the form was sent; closing: when it was closed (a request, an incident, an
  -- account); creation: when it was written (a backup, a log line); holder: kept while another
  -- row holds the address or row it is about, and erased with the last one.
  counted_from text not null check (counted_from in ('submission', 'closing', 'creation', 'holder')),
  -- Who keeps the promise: the monthly run (run_retention), the server's backup schedule
  -- (SUPABASE_BACKUP_KEEP daily archives), closing the account (erase_my_personal_data erases at
  -- once), or the host's log rotation.
  erased_by text not null check (erased_by in ('retention run', 'backup schedule', 'account closing', 'host log rotation')),
  constraint retention_promises_period_or_holder check (
    (keep_count is null) = (keep_unit is null) and (keep_count is null) = (counted_from = 'holder'))
);
comment on table private.retention_promises is
  'How long each kind of personal data is kept (docs/privacy/retention.md): the one source the retention run, the docs and the privacy policy are checked against.';
revoke all on table private.retention_promises from public, anon, authenticated, service_role;

insert into private.retention_promises (subject, keep_count, keep_unit, counted_from, erased_by) values
  -- Rejected or never answered; approved and waitlisted ones stay with the membership.
  ('membership_requests', 24, 'months', 'submission', 'retention run'),
  ('event_requests', 24, 'months', 'submission', 'retention run'),
  ('contact_messages', 24, 'months', 'submission', 'retention run'),
  -- Unconfirmed sign-ups; the confirmation link works as long (private.newsletter_link_lifetime).
  ('newsletter_signups', 7, 'days', 'submission', 'retention run'),
  ('privacy_requests_unverified', 30, 'days', 'submission', 'retention run'),
  ('privacy_requests_closed', 24, 'months', 'closing', 'retention run'),
  ('privacy_incidents', 5, 'years', 'closing', 'retention run'),
  ('consents', null, null, 'holder', 'retention run'),
  ('mail_outbox', null, null, 'holder', 'retention run'),
  ('after_insert_jobs', null, null, 'holder', 'retention run'),
  ('backups', 7, 'days', 'creation', 'backup schedule'),
  ('member_accounts', 90, 'days', 'closing', 'account closing'),
  ('server_logs', 90, 'days', 'creation', 'host log rotation');

/* A subject's period; a subject without one is an error, not a silent "keep for ever". */
create function private.retention_keep(p_subject text) returns interval
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  period interval;
begin
  select p.keep into period from private.retention_promises p where p.subject = p_subject;
  if period is null then
    raise exception using errcode = 'P0002', message = format('No retention period for %s', p_subject);
  end if;
  return period;
end
$$;
revoke all on function private.retention_keep(text) from public, anon, authenticated;

/* The two helpers that held a period read it from the promises now. */
create or replace function private.unverified_request_keep() returns interval
language sql
stable
set search_path = ''
as $$ select private.retention_keep('privacy_requests_unverified') $$;

create or replace function private.newsletter_link_lifetime() returns interval
language sql
stable
set search_path = ''
as $$ select private.retention_keep('newsletter_signups') $$;

/*
 * A run records, per rule, the period it applied and the moment before which rows went
 * ({"membership_requests": {"keep": "24 months", "cutoff": "…"}, …}), in place of the one period
 * and cutoff it had when every rule shared RETENTION_MONTHS. Runs already made keep their figures.
 */
alter table public.retention_runs add column periods jsonb;
update public.retention_runs r
   set periods = (
     select jsonb_object_agg(rule, jsonb_build_object('keep', r.months || ' months', 'cutoff', r.cutoff))
       from unnest(array['membership_requests', 'event_requests', 'contact_messages',
                         'privacy_requests_closed']) rule)
     || jsonb_build_object('privacy_requests_unverified',
                           jsonb_build_object('keep', '30 days', 'cutoff', r.scheduled_at - interval '30 days'))
 where r.ran_at is not null;
alter table public.retention_runs drop constraint retention_runs_ran_with_figures;
alter table public.retention_runs drop column months;
alter table public.retention_runs drop column cutoff;
alter table public.retention_runs add constraint retention_runs_ran_with_figures check (
  (ran_at is null) = (periods is null) and (ran_at is null) = (erased is null));
comment on column public.retention_runs.periods is
  'Per rule, the period applied and the cutoff: rows counted from before it were erased.';

/* address_is_held of 20251201110000_retention_keeps_its_promises.sql: a sign-up holds its address too. */
create or replace function private.address_is_held(address text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.contacts c where lower(c.email) = address)
      or exists (select 1 from public.membership_requests m where lower(m.email) = address)
      or exists (select 1 from public.event_requests e where lower(e.email) = address)
      or exists (select 1 from public.contact_messages c where lower(c.email) = address)
      or exists (select 1 from public.invitations i where lower(i.email) = address)
      or exists (select 1 from public.profiles p where lower(p.email) = address)
      or exists (select 1 from public.privacy_requests p where lower(p.email) = address)
      or exists (select 1 from public.newsletter_signups s where lower(s.email) = address)
$$;

/*
 * The run, with every period from the promises: run_retention(run_id, months) of
 * 20251201110000_retention_keeps_its_promises.sql goes, and with it the RETENTION_MONTHS setting.
 */
drop function public.run_retention(uuid, integer);
drop function private.run_retention(uuid, integer);

create function private.run_retention(run_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  run public.retention_runs%rowtype;
  applied jsonb;
  applications uuid[];
  requests uuid[];
  messages uuid[];
  signups uuid[];
  unverified uuid[];
  closed uuid[];
  incidents uuid[];
  addresses text[];
  forgotten text[];
  consents_erased integer;
  mails_erased integer;
  counts jsonb;
begin
  select * into run from public.retention_runs r where r.id = run_retention.run_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'No such retention run';
  end if;
  if run.ran_at is not null then
    return run.erased;
  end if;
  -- Each rule's cutoff: the run's moment less its promised period.
  select jsonb_object_agg(p.subject, jsonb_build_object('keep', p.stated, 'cutoff', run.scheduled_at - p.keep))
    into applied
    from private.retention_promises p
   where p.erased_by = 'retention run' and p.keep is not null;

  applications := array(select m.id from public.membership_requests m
                         where m.request_status in ('pending', 'rejected')
                           and m.created_at < (applied #>> '{membership_requests,cutoff}')::timestamptz);
  requests := array(select e.id from public.event_requests e
                     where e.created_at < (applied #>> '{event_requests,cutoff}')::timestamptz);
  messages := array(select c.id from public.contact_messages c
                     where c.created_at < (applied #>> '{contact_messages,cutoff}')::timestamptz);
  signups := array(select s.id from public.newsletter_signups s
                    where s.confirmed_at is null
                      and s.created_at < (applied #>> '{newsletter_signups,cutoff}')::timestamptz);
  unverified := array(select p.id from public.privacy_requests p
                       where p.verified_at is null
                         and p.received_at < (applied #>> '{privacy_requests_unverified,cutoff}')::timestamptz);
  closed := array(select p.id from public.privacy_requests p
                   where p.status in ('done', 'refused')
                     and p.closed_at < (applied #>> '{privacy_requests_closed,cutoff}')::timestamptz);
  incidents := array(select i.id from public.privacy_incidents i
                      where i.status = 'closed'
                        and i.closed_at < (applied #>> '{privacy_incidents,cutoff}')::timestamptz);
  -- Whose rows these are: once nothing else holds an address, its consents and mails go too.
  addresses := array(
    select distinct lower(x.email) from (
      select m.email::text as email from public.membership_requests m where m.id = any(applications)
      union all select e.email::text from public.event_requests e where e.id = any(requests)
      union all select c.email::text from public.contact_messages c where c.id = any(messages)
      union all select s.email::text from public.newsletter_signups s where s.id = any(signups)
      union all select p.email::text from public.privacy_requests p
                 where p.id = any(unverified || closed) and p.email is not null) x);

  perform set_config('privacy.erasing', 'on', true);
  delete from public.after_insert_jobs j
   where j.row_id = any(applications || requests || messages || signups || unverified || closed);
  delete from public.activity a where a.entity_id = any(applications || requests || messages);
  delete from public.membership_requests m where m.id = any(applications);
  delete from public.event_requests e where e.id = any(requests);
  delete from public.contact_messages c where c.id = any(messages);
  -- Their link tokens go with them (on delete cascade).
  delete from public.newsletter_signups s where s.id = any(signups);
  delete from public.privacy_requests p where p.id = any(unverified || closed);
  delete from public.privacy_incidents i where i.id = any(incidents);
  forgotten := array(select a from unnest(addresses) as a where not private.address_is_held(a));
  delete from public.consents c where lower(c.email) = any(forgotten);
  get diagnostics consents_erased = row_count;
  delete from public.mail_outbox m where lower(m.to_address) = any(forgotten);
  get diagnostics mails_erased = row_count;
  perform set_config('privacy.erasing', 'off', true);

  counts := jsonb_build_object(
    'membership_requests', cardinality(applications),
    'event_requests', cardinality(requests),
    'contact_messages', cardinality(messages),
    'newsletter_signups', cardinality(signups),
    'privacy_requests_unverified', cardinality(unverified),
    'privacy_requests_closed', cardinality(closed),
    'privacy_incidents', cardinality(incidents),
    'consents', consents_erased,
    'mail_outbox', mails_erased);
  update public.retention_runs r
     set ran_at = now(), periods = applied, erased = counts
   where r.id = run_retention.run_id;
  insert into public.audit_log (actor_id, actor_role, action, subject_table, subject_id, detail)
  values (null, coalesce(nullif(auth.role(), ''), current_user), 'retention_erased',
          'retention_runs', run_retention.run_id,
          jsonb_build_object('periods', applied, 'rows', counts));
  perform private.enqueue_after_insert_job('send-retention-summary', run_retention.run_id);
  return counts;
end
$$;
revoke all on function private.run_retention(uuid) from public, anon, authenticated;
grant execute on function private.run_retention(uuid) to service_role;

create function public.run_retention(run_id uuid)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select private.run_retention(run_id) $$;
comment on function public.run_retention(uuid) is
  'Erases what each retention promise''s period has run out on at the run''s moment and queues the staff summary (the run-retention job); service role only.';
revoke all on function public.run_retention(uuid) from public, anon, authenticated;
grant execute on function public.run_retention(uuid) to service_role;

/* The export lists a person's newsletter sign-ups (the inventory says so). */
update private.personal_data_inventory set exported = true,
       note = 'Newsletter sign-ups awaiting or given confirmation, exported without the address''s keyed hash; erased with the address.'
 where table_schema = 'public' and table_name = 'newsletter_signups' and column_name = 'email';
update private.personal_data_inventory set exported = true
 where table_schema = 'public' and table_name = 'newsletter_signups' and column_name = 'contact_id';

/*
 * personal_data_rows of 20251127045000_privacy_requests_in_erasure.sql, with the newsletter
 * sign-ups: by address or by the contact one made. The keyed hash stays out (it is the database's,
 * not the person's); the link tokens are in private.newsletter_signup_tokens, never exported.
 */
create or replace function private.personal_data_rows(address text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  k record;
begin
  select * into k from private.person_keys(address);
  return jsonb_build_object(
    'contacts', (select coalesce(jsonb_agg(to_jsonb(c) order by c.created_at), '[]') from public.contacts c where c.id = any(k.contact_ids)),
    'membership_requests', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at), '[]') from public.membership_requests r where r.id = any(k.request_ids)),
    'event_requests', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at), '[]') from public.event_requests r where r.id = any(k.request_ids)),
    'contact_messages', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at), '[]') from public.contact_messages r where r.id = any(k.request_ids)),
    'contact_notes', (select coalesce(jsonb_agg(to_jsonb(n) order by n.created_at), '[]') from public.contact_notes n where n.contact_id = any(k.contact_ids)),
    'checklist_items', (select coalesce(jsonb_agg(to_jsonb(n) order by n.stage, n.position), '[]') from public.checklist_items n where n.contact_id = any(k.contact_ids)),
    'activity', (select coalesce(jsonb_agg(to_jsonb(a) - 'actor_email' order by a.occurred_at), '[]') from public.activity a
                  where a.contact_id = any(k.contact_ids) or a.entity_id = any(k.contact_ids || k.request_ids)),
    'consents', (select coalesce(jsonb_agg(to_jsonb(n) order by n.recorded_at), '[]') from public.consents n
                  where lower(n.email) = address or n.contact_id = any(k.contact_ids)),
    'newsletter_signups', (select coalesce(jsonb_agg(to_jsonb(s) - 'address_hash' order by s.created_at), '[]') from public.newsletter_signups s
                            where lower(s.email) = address or s.contact_id = any(k.contact_ids)),
    'invitations', (select coalesce(jsonb_agg(to_jsonb(i) - 'pass_token' - 'calendar_uid' order by i.created_at), '[]') from public.invitations i where i.id = any(k.invitation_ids)),
    'check_ins', (select coalesce(jsonb_agg(to_jsonb(n) - 'checked_in_by' order by n.checked_in_at), '[]') from public.check_ins n where n.invitation_id = any(k.invitation_ids)),
    'mail_outbox', (select coalesce(jsonb_agg(to_jsonb(m) order by m.created_at), '[]') from public.mail_outbox m where lower(m.to_address) = address),
    'contact_attachments', (select coalesce(jsonb_agg(to_jsonb(n) order by n.created_at), '[]') from public.contact_attachments n where n.contact_id = any(k.contact_ids)),
    'profiles', (select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at), '[]') from public.profiles p where p.id = any(k.user_ids)),
    'privacy_requests', (select coalesce(jsonb_agg(to_jsonb(r) - 'handled_by' order by r.received_at), '[]') from public.privacy_requests r where lower(r.email) = address)
  );
end
$$;
revoke all on function private.personal_data_rows(text) from public, anon, authenticated;

/*
 * Erasure removes sign-ups by the address's keyed hash (20251202110000_newsletter_double_opt_in.sql);
 * a confirmed sign-up whose contact's address was changed since is found by its contact, which
 * erasure deletes: the sign-up and the job that mailed its link go with it.
 */
create function private.erase_newsletter_signups_of_contact() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('privacy.erasing', true) = 'on' then
    delete from public.after_insert_jobs j
     where j.kind = 'send-newsletter-confirmation'
       and j.row_id in (select s.id from public.newsletter_signups s where s.contact_id = old.id);
    delete from public.newsletter_signups s where s.contact_id = old.id;
  end if;
  return old;
end
$$;
revoke all on function private.erase_newsletter_signups_of_contact() from public, anon, authenticated;
create trigger contacts_erase_newsletter_signups
  after delete on public.contacts
  for each row execute function private.erase_newsletter_signups_of_contact();
