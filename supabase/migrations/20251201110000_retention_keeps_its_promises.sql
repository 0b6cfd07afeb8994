/*
 * Retention keeps what the papers promise (issue 41, docs/privacy/retention.md). The monthly run
 * erased applications, declined requests and handled messages, but left:
 * - the address of each in consents and in the mails sent to it (mail_outbox), held for nothing
 *   once the request had gone: now, an address that no other row holds (no contact, member,
 *   request, message, invitation or privacy request) loses its consents and its mails too;
 * - privacy requests for ever: now one never confirmed from its mail goes after 30 days, and one
 *   answered (done or refused) after the retention period, counted from its closing.
 * The run's figures name each (counts only). Everything else is as 20251127060000_retention.sql
 * wrote it.
 */

/** How long a privacy request waits for its mailed link to be followed before it is erased. */
create function private.unverified_request_keep() returns interval
language sql
immutable
set search_path = ''
as $$ select interval '30 days' $$;

/** Whether any row still holds this (lower-cased) address: then its consents and mails stay. */
create function private.address_is_held(address text) returns boolean
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
$$;
revoke all on function private.address_is_held(text) from public, anon, authenticated;

/* run_retention of 20251127060000_retention.sql, with the rules above. */
create or replace function private.run_retention(run_id uuid, months integer) returns jsonb
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
  unverified uuid[];
  closed uuid[];
  addresses text[];
  forgotten text[];
  consents_erased integer;
  mails_erased integer;
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
  -- A request never confirmed from its mail goes after 30 days; one answered, after the period.
  unverified := array(select p.id from public.privacy_requests p
                       where p.verified_at is null
                         and p.received_at < run.scheduled_at - private.unverified_request_keep());
  closed := array(select p.id from public.privacy_requests p
                   where p.status in ('done', 'refused') and p.closed_at < erase_before);
  -- Whose rows these are: once nothing else holds an address, its consents and mails go too.
  addresses := array(
    select distinct lower(x.email) from (
      select m.email::text as email from public.membership_requests m where m.id = any(applications)
      union all select e.email::text from public.event_requests e where e.id = any(declined)
      union all select c.email::text from public.contact_messages c where c.id = any(messages)
      union all select p.email::text from public.privacy_requests p
                 where p.id = any(unverified || closed) and p.email is not null) x);

  perform set_config('privacy.erasing', 'on', true);
  delete from public.after_insert_jobs j
   where j.row_id = any(applications || declined || messages || unverified || closed);
  delete from public.activity a where a.entity_id = any(applications || declined || messages);
  delete from public.membership_requests m where m.id = any(applications);
  delete from public.event_requests e where e.id = any(declined);
  delete from public.contact_messages c where c.id = any(messages);
  -- Their tokens go with them (on delete cascade).
  delete from public.privacy_requests p where p.id = any(unverified || closed);
  forgotten := array(select a from unnest(addresses) as a where not private.address_is_held(a));
  delete from public.consents c where lower(c.email) = any(forgotten);
  get diagnostics consents_erased = row_count;
  delete from public.mail_outbox m where lower(m.to_address) = any(forgotten);
  get diagnostics mails_erased = row_count;
  perform set_config('privacy.erasing', 'off', true);

  counts := jsonb_build_object(
    'membership_requests', cardinality(applications),
    'event_requests', cardinality(declined),
    'contact_messages', cardinality(messages),
    'privacy_requests_unverified', cardinality(unverified),
    'privacy_requests_closed', cardinality(closed),
    'consents', consents_erased,
    'mail_outbox', mails_erased);
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
