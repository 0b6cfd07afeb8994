/*
 * Newsletters and announcements (issue 43): staff write a campaign once, in English and Arabic, for
 * an audience rule; queueing fixes its recipients from consent (never around it) and puts one
 * send-campaign-mail job per recipient in the outbox, in one transaction. The job's function claims
 * its recipient (claim_campaign_recipient), which re-checks consent and suppression at that moment
 * and marks the recipient sent in the same transaction, so each person gets it at most once.
 *
 * Purpose: campaigns are marketing, and the one marketing consent and its one-click unsubscribe
 * are the newsletter's (20251126011100_one_click_unsubscribe.sql), so a campaign's purpose is a
 * consent_purpose held to 'newsletter'; event announcements go out under it too.
 *
 * Personal data added here (for the erasure list): campaign_recipients.email, .contact_id;
 * campaigns.created_by (a staff member's user id).
 */

create domain public.campaign_status as text
  check (value in ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'));
comment on domain public.campaign_status is
  'Where a campaign is: draft, scheduled (queued, due later), sending, paused, sent or cancelled.';

create domain public.campaign_outcome as text
  check (value in ('queued', 'sent', 'failed', 'skipped_unsubscribed'));
comment on domain public.campaign_outcome is
  'What became of one recipient''s mail: queued, sent, failed, or skipped because consent was gone.';

/*
 * The audience rule: a JSON object whose keys narrow the consenting contacts, all of them at once.
 * Lists hold at least one value of their domain; events are content slugs; a date is YYYY-MM-DD
 * (a day in Asia/Riyadh). Answers what is wrong, or null for a valid rule.
 */
create function private.campaign_rule_problem(rule jsonb) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  key text;
  list_domains constant jsonb := jsonb_build_object(
    'stages', 'public.pipeline_stage', 'lead_types', 'public.lead_type',
    'industries', 'public.industry_id', 'languages', 'public.site_locale');
  item text;
begin
  if rule is null or jsonb_typeof(rule) <> 'object' then
    return 'The audience rule must be a JSON object';
  end if;
  for key in select jsonb_object_keys(rule) loop
    if list_domains ? key then
      if jsonb_typeof(rule -> key) <> 'array' or jsonb_array_length(rule -> key) = 0 then
        return format('%s must be a list of at least one value', key);
      end if;
      for item in select jsonb_array_elements(rule -> key)::text loop
        if left(item, 1) <> '"' then
          return format('%s must list text values', key);
        end if;
        begin
          execute format('select %L::%s', item::jsonb #>> '{}', list_domains ->> key);
        exception when check_violation then
          return format('%s has an unknown value %s', key, item);
        end;
      end loop;
    elsif key = 'member' then
      if jsonb_typeof(rule -> key) <> 'boolean' then
        return 'member must be true or false';
      end if;
    elsif key in ('invited_to', 'attended') then
      if jsonb_typeof(rule -> key) <> 'string'
         or (rule ->> key) !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(rule ->> key) > 200 then
        return format('%s must be an event slug', key);
      end if;
    elsif key = 'signed_up_after' then
      if jsonb_typeof(rule -> key) <> 'string' or (rule ->> key) !~ '^\d{4}-\d{2}-\d{2}$' then
        return 'signed_up_after must be a date (YYYY-MM-DD)';
      end if;
      begin
        perform (rule ->> key)::date;
      exception when others then
        return 'signed_up_after must be a date (YYYY-MM-DD)';
      end;
    else
      return format('Unknown audience rule key %s', key);
    end if;
  end loop;
  return null;
end
$$;
revoke all on function private.campaign_rule_problem(jsonb) from public, anon;
grant execute on function private.campaign_rule_problem(jsonb) to authenticated, service_role;

create table public.campaigns (
  id uuid primary key default gen_random_uuid(),
  purpose public.consent_purpose not null default 'newsletter'
    constraint campaigns_marketing_purpose check (purpose = 'newsletter'),
  sender_name text not null check (char_length(btrim(sender_name)) between 1 and 100),
  -- Both languages may be blank in a draft; queue_campaign asks for all four.
  subject_en text not null default '' check (char_length(subject_en) <= 200),
  subject_ar text not null default '' check (char_length(subject_ar) <= 200),
  body_en text not null default '' check (char_length(body_en) <= 20000),
  body_ar text not null default '' check (char_length(body_ar) <= 20000),
  audience jsonb not null default '{}'::jsonb
    constraint campaigns_audience_rule check (private.campaign_rule_problem(audience) is null),
  status public.campaign_status not null default 'draft',
  scheduled_at timestamptz,
  queued_at timestamptz,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint campaigns_scheduled_has_time check (status <> 'scheduled' or scheduled_at is not null)
);
comment on table public.campaigns is
  'A newsletter or announcement: subject and Markdown body in English and Arabic, sender, audience rule, status. Staff only.';

create table public.campaign_recipients (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  -- Null only for a test send, which goes to the staff member who asked.
  contact_id uuid references public.contacts (id) on delete cascade,
  email public.email_address not null,
  locale public.site_locale not null,
  test boolean not null default false,
  outcome public.campaign_outcome not null default 'queued',
  reason text check (char_length(reason) <= 2000),
  queued_at timestamptz not null default now(),
  outcome_at timestamptz,
  constraint campaign_recipients_once unique (campaign_id, contact_id),
  constraint campaign_recipients_test_has_no_contact check (test = (contact_id is null))
);
comment on table public.campaign_recipients is
  'Who a campaign went to, in which language, and what became of each mail (the record of what was sent to whom). Staff read.';
create index campaign_recipients_contact_idx on public.campaign_recipients (contact_id);
create index campaign_recipients_email_idx on public.campaign_recipients (lower(email));
create index campaign_recipients_queued_idx on public.campaign_recipients (campaign_id)
  where outcome = 'queued';

create trigger campaigns_touch_updated_at
  before update on public.campaigns
  for each row execute function private.touch_updated_at();

revoke all on table public.campaigns, public.campaign_recipients from anon, authenticated, service_role;
-- Staff write what a campaign says and to whom; its status moves only through the RPCs below.
grant select, delete on table public.campaigns to authenticated;
grant insert (purpose, sender_name, subject_en, subject_ar, body_en, body_ar, audience, scheduled_at),
      update (purpose, sender_name, subject_en, subject_ar, body_en, body_ar, audience, scheduled_at)
  on table public.campaigns to authenticated;
grant select on table public.campaign_recipients to authenticated;
grant all on table public.campaigns, public.campaign_recipients to service_role;
alter table public.campaigns enable row level security;
alter table public.campaign_recipients enable row level security;

create policy "Staff manage campaigns."
  on public.campaigns for all to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can read campaign recipients."
  on public.campaign_recipients for select to authenticated using ((select private.is_staff()));
create policy "The service role manages campaigns."
  on public.campaigns for all to service_role using (true) with check (true);
create policy "The service role manages campaign recipients."
  on public.campaign_recipients for all to service_role using (true) with check (true);

/*
 * A campaign is written while it is a draft: once queued, what it says, to whom and when are what
 * its recipients were queued for; and it is deleted only as a draft, since a queued or sent one is
 * the record of what was sent to whom (its recipients go with it).
 */
create function private.campaign_is_draft_to_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' then
      raise exception using errcode = '22023',
        message = format('A %s campaign is kept as the record of what was sent', old.status);
    end if;
    return old;
  end if;
  if old.status <> 'draft'
     and (new.purpose, new.sender_name, new.subject_en, new.subject_ar, new.body_en, new.body_ar,
          new.audience, new.scheduled_at)
         is distinct from
         (old.purpose, old.sender_name, old.subject_en, old.subject_ar, old.body_en, old.body_ar,
          old.audience, old.scheduled_at) then
    raise exception using errcode = '22023',
      message = format('A %s campaign can no longer be changed', old.status);
  end if;
  return new;
end
$$;
revoke all on function private.campaign_is_draft_to_change() from public, anon, authenticated;
create trigger campaigns_change_only_drafts
  before update or delete on public.campaigns
  for each row execute function private.campaign_is_draft_to_change();

/*
 * The audience: contacts matching every key of a valid rule whose newest consent for the purpose
 * (by contact id or by address, as public.marketing_allowed reads it) is given, never a suppressed
 * (erased) address; each in the language the contact chose (contacts.locale). Set-based, so 10,000
 * among 50,000 take one pass over contacts and consents, not a call per contact.
 */
create function private.campaign_eligible(rule jsonb, purpose text)
returns table (contact_id uuid, email text, locale text, first_name text, last_name text)
language sql
stable
security definer
set search_path = ''
as $$
  with matching as (
    select c.id, c.email, c.locale, c.first_name, c.last_name
      from public.contacts c
     where (not rule ? 'stages' or rule -> 'stages' ? c.stage::text)
       and (not rule ? 'lead_types' or rule -> 'lead_types' ? c.lead_type::text)
       and (not rule ? 'industries' or (c.industry is not null and rule -> 'industries' ? c.industry::text))
       and (not rule ? 'languages' or rule -> 'languages' ? c.locale::text)
       and (not rule ? 'signed_up_after'
            or c.created_at >= ((rule ->> 'signed_up_after')::date + 1)::timestamp at time zone 'Asia/Riyadh')
       and (not rule ? 'member'
            or (rule ->> 'member')::boolean = exists (
                 select 1 from public.profiles p
                  where lower(p.email) = lower(c.email) and p.role = 'member'))
       and (not rule ? 'invited_to'
            or exists (select 1 from public.invitations i
                        where i.event_slug = rule ->> 'invited_to'
                          and (i.contact_id = c.id or lower(i.email) = lower(c.email))))
       and (not rule ? 'attended'
            or exists (select 1 from public.invitations i
                         join public.check_ins k on k.invitation_id = i.id
                        where i.event_slug = rule ->> 'attended'
                          and (i.contact_id = c.id or lower(i.email) = lower(c.email))))
  ), their_consents as (
    select m.id, n.status, n.recorded_at
      from matching m join public.consents n
        on n.contact_id = m.id and n.purpose = campaign_eligible.purpose
    union all
    select m.id, n.status, n.recorded_at
      from matching m join public.consents n
        on lower(n.email) = lower(m.email) and n.purpose = campaign_eligible.purpose
  ), newest as (
    select distinct on (t.id) t.id, t.status
      from their_consents t
     order by t.id, t.recorded_at desc, (t.status = 'withdrawn') desc
  ), consenting as materialized (
    -- Materialized: the suppression's keyed hash is then computed for the consenting only, not
    -- pushed down to every contact the rule matched (50,000 hashes took 2.8 s).
    select m.* from matching m join newest n on n.id = m.id where n.status = 'given'
  )
  select k.id, lower(k.email), k.locale::text, k.first_name, k.last_name
    from consenting k
   where not private.is_suppressed(k.email)
$$;
revoke all on function private.campaign_eligible(jsonb, text) from public, anon, authenticated;

create function private.require_campaign_staff() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select private.is_staff()), false) then
    raise exception using errcode = '42501', message = 'Only staff can manage campaigns';
  end if;
end
$$;
revoke all on function private.require_campaign_staff() from public, anon;
grant execute on function private.require_campaign_staff() to authenticated, service_role;

create function private.campaign_audience(rule jsonb, purpose text, sample_size integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  problem text := private.campaign_rule_problem(rule);
begin
  perform private.require_campaign_staff();
  if problem is not null then
    raise exception using errcode = '22023', message = problem;
  end if;
  if purpose is distinct from 'newsletter' then
    raise exception using errcode = '22023', message = 'A campaign''s purpose is the newsletter consent';
  end if;
  return (
    with eligible as (select * from private.campaign_eligible(rule, purpose))
    select jsonb_build_object(
      'count', (select count(*) from eligible),
      'sample', coalesce((
        select jsonb_agg(jsonb_build_object('contact_id', s.contact_id, 'email', s.email,
                                            'name', btrim(s.first_name || ' ' || s.last_name),
                                            'language', s.locale) order by s.email)
          from (select * from eligible order by email
                limit greatest(0, least(coalesce(sample_size, 20), 100))) s), '[]'::jsonb)));
end
$$;
revoke all on function private.campaign_audience(jsonb, text, integer) from public, anon;
grant execute on function private.campaign_audience(jsonb, text, integer) to authenticated, service_role;

create function public.campaign_audience(rule jsonb, purpose text default 'newsletter',
                                         sample_size integer default 20)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.campaign_audience(rule, purpose, sample_size) $$;
comment on function public.campaign_audience(jsonb, text, integer) is
  'Staff: how many contacts a rule reaches under the purpose''s consent, and a sample (up to 100) with each one''s language.';
revoke all on function public.campaign_audience(jsonb, text, integer) from public, anon;
grant execute on function public.campaign_audience(jsonb, text, integer) to authenticated, service_role;

alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'send-newsletter-welcome', 'send-campaign-mail',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-invitation-update', 'send-event-reminder',
  'send-privacy-verification', 'send-privacy-extension', 'send-personal-data-export',
  'send-event-follow-up', 'offer-freed-seat', 'run-retention', 'send-retention-summary'));

/* A campaign locked for a change by staff; refuses one that is not there. */
create function private.lock_campaign(p_campaign_id uuid) returns public.campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  locked public.campaigns%rowtype;
begin
  perform private.require_campaign_staff();
  select * into locked from public.campaigns c where c.id = p_campaign_id for update;
  if not found then
    -- 404 with a clear message, as every staff RPC answers an id that names no row.
    raise exception using errcode = 'PT404',
      message = format('No campaign has the id %s', p_campaign_id);
  end if;
  return locked;
end
$$;
revoke all on function private.lock_campaign(uuid) from public, anon, authenticated;

/*
 * Queues a campaign: its recipients (each contact once, in their language) and one job each, due
 * at scheduled_at or now, in one transaction. A second call while it is queued or sending adds only
 * contacts who became eligible since, and none once it is sent; answers how many it added.
 */
create function private.queue_campaign(p_campaign_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
  due timestamptz := greatest(now(), coalesce(campaign.scheduled_at, now()));
  added integer;
begin
  -- A repeated click after the last mail went: the campaign is closed, nobody is added.
  if campaign.status = 'sent' then
    return 0;
  end if;
  if campaign.status not in ('draft', 'scheduled', 'sending') then
    raise exception using errcode = '22023',
      message = format('A %s campaign cannot be queued', campaign.status);
  end if;
  if '' in (btrim(campaign.subject_en), btrim(campaign.subject_ar), btrim(campaign.body_en),
            btrim(campaign.body_ar)) then
    raise exception using errcode = '22023',
      message = 'A campaign needs a subject and a message in English and in Arabic';
  end if;
  with added_rows as (
    insert into public.campaign_recipients (campaign_id, contact_id, email, locale)
    select campaign.id, e.contact_id, e.email, e.locale
      from private.campaign_eligible(campaign.audience, campaign.purpose) e
    on conflict on constraint campaign_recipients_once do nothing
    returning id
  ), jobs as (
    insert into public.after_insert_jobs (kind, row_id, next_attempt_at)
    select 'send-campaign-mail', a.id, due from added_rows a
    on conflict (kind, row_id, round) where detail is null do nothing
    returning 1
  )
  select count(*) into added from jobs;
  update public.campaigns c
     set status = case when due > now() then 'scheduled' else 'sending' end,
         queued_at = coalesce(c.queued_at, now())
   where c.id = campaign.id;
  perform pg_notify('after_insert_jobs', campaign.id::text);
  return added;
end
$$;
revoke all on function private.queue_campaign(uuid) from public, anon;
grant execute on function private.queue_campaign(uuid) to authenticated, service_role;

/* Pausing cancels the jobs not yet run; a job already claimed finishes its one mail. */
create function private.pause_campaign(p_campaign_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
begin
  if campaign.status not in ('scheduled', 'sending') then
    raise exception using errcode = '22023',
      message = format('A %s campaign cannot be paused', campaign.status);
  end if;
  update public.campaigns c set status = 'paused' where c.id = campaign.id;
  update public.after_insert_jobs j set status = 'cancelled', updated_at = now()
   where j.kind = 'send-campaign-mail' and j.status = 'pending'
     and j.row_id in (select r.id from public.campaign_recipients r
                       where r.campaign_id = campaign.id and r.outcome = 'queued' and not r.test);
end
$$;
revoke all on function private.pause_campaign(uuid) from public, anon;
grant execute on function private.pause_campaign(uuid) to authenticated, service_role;

/* Resuming puts the job of every recipient still queued back in line, due at once or when scheduled. */
create function private.resume_campaign(p_campaign_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
  due timestamptz := greatest(now(), coalesce(campaign.scheduled_at, now()));
begin
  if campaign.status <> 'paused' then
    raise exception using errcode = '22023',
      message = format('A %s campaign cannot be resumed', campaign.status);
  end if;
  update public.campaigns c
     set status = case when due > now() then 'scheduled' else 'sending' end
   where c.id = campaign.id;
  update public.after_insert_jobs j
     set status = 'pending', attempts = 0, next_attempt_at = due, last_error = null,
         finished_at = null, updated_at = now()
   where j.kind = 'send-campaign-mail' and j.status in ('cancelled', 'done')
     and j.row_id in (select r.id from public.campaign_recipients r
                       where r.campaign_id = campaign.id and r.outcome = 'queued' and not r.test);
  perform pg_notify('after_insert_jobs', campaign.id::text);
end
$$;
revoke all on function private.resume_campaign(uuid) from public, anon;
grant execute on function private.resume_campaign(uuid) to authenticated, service_role;

/* A test send to the signed-in staff member's own address, in both languages, at once. */
create function private.send_campaign_test(p_campaign_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
  own_address text := (select p.email from public.profiles p where p.id = auth.uid());
begin
  if own_address is null then
    raise exception using errcode = '42501', message = 'A test send goes to a signed-in staff member';
  end if;
  with added as (
    insert into public.campaign_recipients (campaign_id, contact_id, email, locale, test)
    select campaign.id, null, lower(own_address), l.locale, true
      from (values ('en'), ('ar')) l (locale)
    returning id
  )
  insert into public.after_insert_jobs (kind, row_id) select 'send-campaign-mail', a.id from added a;
  perform pg_notify('after_insert_jobs', campaign.id::text);
  return 2;
end
$$;
revoke all on function private.send_campaign_test(uuid) from public, anon;
grant execute on function private.send_campaign_test(uuid) to authenticated, service_role;

/*
 * The job's claim of its recipient, in one transaction: 'done' when its outcome is already written
 * (a job run twice mails once), 'wait' while its campaign is not sending, 'skip' (recorded as
 * skipped_unsubscribed) when the consent is gone or the address suppressed, else 'send': the
 * recipient is marked sent here and the mail's parts come back. A failed send is released.
 */
create function public.claim_campaign_recipient(recipient_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.campaign_recipients%rowtype;
  campaign public.campaigns%rowtype;
  gone_reason text;
  first_name text;
begin
  select * into r from public.campaign_recipients x where x.id = recipient_id for update;
  if not found then
    return jsonb_build_object('action', 'done', 'reason', 'no such recipient');
  end if;
  if r.outcome <> 'queued' then
    return jsonb_build_object('action', 'done', 'reason', r.outcome);
  end if;
  select * into campaign from public.campaigns c where c.id = r.campaign_id for update;
  if campaign.status = 'scheduled' and campaign.scheduled_at <= now() then
    update public.campaigns c set status = 'sending' where c.id = campaign.id;
    campaign.status := 'sending';
  end if;
  if campaign.status <> 'sending' and not r.test then
    return jsonb_build_object('action', 'wait', 'reason', campaign.status);
  end if;
  if not r.test then
    gone_reason := case
      when private.is_suppressed(r.email) then 'address suppressed'
      -- The one marketing consent (campaigns_marketing_purpose): the newsletter's.
      when not public.marketing_allowed(r.contact_id) then 'consent withdrawn'
    end;
  end if;
  update public.campaign_recipients x
     set outcome = case when gone_reason is null then 'sent' else 'skipped_unsubscribed' end,
         reason = gone_reason, outcome_at = now()
   where x.id = r.id;
  if not r.test and not exists (select 1 from public.campaign_recipients x
                                 where x.campaign_id = campaign.id and x.outcome = 'queued'
                                   and not x.test) then
    update public.campaigns c set status = 'sent' where c.id = campaign.id;
  end if;
  if gone_reason is not null then
    return jsonb_build_object('action', 'skip', 'reason', gone_reason);
  end if;
  first_name := coalesce((select k.first_name from public.contacts k where k.id = r.contact_id),
                         (select p.first_name from public.profiles p where lower(p.email) = lower(r.email)
                           limit 1), '');
  return jsonb_build_object(
    'action', 'send', 'email', r.email, 'locale', r.locale, 'contact_id', r.contact_id,
    'test', r.test, 'first_name', first_name, 'sender_name', campaign.sender_name,
    'purpose', campaign.purpose,
    'subject', case r.locale when 'ar' then campaign.subject_ar else campaign.subject_en end,
    'body', case r.locale when 'ar' then campaign.body_ar else campaign.body_en end);
end
$$;
comment on function public.claim_campaign_recipient(uuid) is
  'The send-campaign-mail job''s claim (service role only): done, wait, skip, or send with the mail''s parts, marked sent in the same transaction.';
revoke all on function public.claim_campaign_recipient(uuid) from public, anon, authenticated;
grant execute on function public.claim_campaign_recipient(uuid) to service_role;

/* A send that failed after the claim: back to queued for the job's retry, or failed for good. */
create function public.release_campaign_recipient(recipient_id uuid, failure text, permanent boolean)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.campaign_recipients x
     set outcome = case when permanent then 'failed' else 'queued' end,
         reason = left(failure, 2000), outcome_at = case when permanent then now() end
   where x.id = recipient_id and x.outcome = 'sent';
  update public.campaigns c set status = 'sending'
   where c.status = 'sent' and not permanent
     and c.id = (select x.campaign_id from public.campaign_recipients x where x.id = recipient_id);
$$;
comment on function public.release_campaign_recipient(uuid, text, boolean) is
  'Records a campaign mail''s failed send (service role only): queued again for a retry, or failed.';
revoke all on function public.release_campaign_recipient(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.release_campaign_recipient(uuid, text, boolean) to service_role;

/* The staff-facing wrappers (security invoker, as the other RPCs). */
create function public.queue_campaign(campaign_id uuid) returns integer
language sql security invoker set search_path = ''
as $$ select private.queue_campaign(campaign_id) $$;
comment on function public.queue_campaign(uuid) is
  'Staff: queues a campaign to its consenting audience, one job per new recipient, in one transaction; answers how many were added.';
create function public.pause_campaign(campaign_id uuid) returns void
language sql security invoker set search_path = ''
as $$ select private.pause_campaign(campaign_id) $$;
comment on function public.pause_campaign(uuid) is 'Staff: pauses a sending or scheduled campaign.';
create function public.resume_campaign(campaign_id uuid) returns void
language sql security invoker set search_path = ''
as $$ select private.resume_campaign(campaign_id) $$;
comment on function public.resume_campaign(uuid) is 'Staff: resumes a paused campaign.';
create function public.send_campaign_test(campaign_id uuid) returns integer
language sql security invoker set search_path = ''
as $$ select private.send_campaign_test(campaign_id) $$;
comment on function public.send_campaign_test(uuid) is
  'Staff: mails the campaign in English and in Arabic to the signed-in staff member.';
revoke all on function public.queue_campaign(uuid), public.pause_campaign(uuid),
  public.resume_campaign(uuid), public.send_campaign_test(uuid) from public, anon;
grant execute on function public.queue_campaign(uuid), public.pause_campaign(uuid),
  public.resume_campaign(uuid), public.send_campaign_test(uuid) to authenticated, service_role;

/*
 * A campaign mail's job and its recipient agree: a job that failed for good (its retries spent)
 * fails its recipient still queued, with the job's error; staff retrying the job (retry_job) queue
 * the recipient again. Either may change whether the campaign has anyone left to send to.
 */
create function private.campaign_job_outcome() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign_id uuid;
begin
  if new.status = 'failed' then
    update public.campaign_recipients r
       set outcome = 'failed', reason = left(coalesce(new.last_error, 'The mail could not be sent'), 2000),
           outcome_at = now()
     where r.id = new.row_id and r.outcome = 'queued' and not r.test
    returning r.campaign_id into campaign_id;
    update public.campaigns c set status = 'sent'
     where c.id = campaign_id and c.status = 'sending'
       and not exists (select 1 from public.campaign_recipients x
                        where x.campaign_id = c.id and x.outcome = 'queued' and not x.test);
  elsif new.status = 'pending' and old.status = 'failed' then
    update public.campaign_recipients r
       set outcome = 'queued', reason = null, outcome_at = null
     where r.id = new.row_id and r.outcome = 'failed'
    returning r.campaign_id into campaign_id;
    update public.campaigns c set status = 'sending' where c.id = campaign_id and c.status = 'sent';
  end if;
  return null;
end
$$;
revoke all on function private.campaign_job_outcome() from public, anon, authenticated;
create trigger after_insert_jobs_campaign_outcome
  after update of status on public.after_insert_jobs
  for each row
  when (new.kind = 'send-campaign-mail' and new.status is distinct from old.status
        and (new.status = 'failed' or (new.status = 'pending' and old.status = 'failed')))
  execute function private.campaign_job_outcome();

/* A recipient's job goes with the recipient (erasure, a deleted campaign). */
create function private.delete_campaign_recipient_job() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.after_insert_jobs j where j.kind = 'send-campaign-mail' and j.row_id = old.id;
  return null;
end
$$;
revoke all on function private.delete_campaign_recipient_job() from public, anon, authenticated;
create trigger campaign_recipients_delete_job
  after delete on public.campaign_recipients
  for each row execute function private.delete_campaign_recipient_job();

/*
 * Erasure removes a contact's recipient rows with the contact (on delete cascade); a test send's
 * row has no contact, so the address's suppression removes it, as it does pending sign-ups.
 */
create function private.erase_campaign_test_recipients() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.campaign_recipients r
   where r.test and private.address_hash(r.email) = new.address_hash;
  return new;
end
$$;
revoke all on function private.erase_campaign_test_recipients() from public, anon, authenticated;
create trigger suppressed_addresses_erase_campaign_test_recipients
  before insert on public.suppressed_addresses
  for each row execute function private.erase_campaign_test_recipients();

insert into private.personal_data_inventory (table_schema, table_name, column_name, finds_by, erased_by, exported, note) values
  ('public', 'campaign_recipients', 'email', 'email', 'delete', true,
   'Which campaigns were mailed to the person, in which language, and the outcome; erased with the contact.'),
  ('public', 'campaign_recipients', 'contact_id', 'contact_id', 'cascade', true,
   'The contact a campaign mail went to.');

/* personal_data_rows of 20251203100000_retention_promises.sql: the export lists the campaigns sent to the person, with each one's subject. */
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
    'campaign_recipients', (select coalesce(jsonb_agg(to_jsonb(r) || jsonb_build_object('subject',
                               case r.locale when 'ar' then c.subject_ar else c.subject_en end)
                               order by r.queued_at), '[]')
                              from public.campaign_recipients r join public.campaigns c on c.id = r.campaign_id
                             where lower(r.email) = address or r.contact_id = any(k.contact_ids)),
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

/* failed_jobs of 20251202110000_newsletter_double_opt_in.sql: a failed campaign mail names its recipient. */
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
         coalesce(m.email, e.email, s.email, c.email, i.email, cr.email,
                  case when j.kind in ('send-privacy-verification', 'send-privacy-extension')
                       then private.privacy_request_email(j.row_id) end)::text,
         coalesce(nullif(btrim(concat_ws(' ', m.first_name, m.last_name)), ''), e.name,
                  nullif(btrim(concat_ws(' ', s.first_name, s.last_name)), ''),
                  nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''), i.guest_name,
                  nullif(btrim(concat_ws(' ', rc.first_name, rc.last_name)), ''))
    from public.after_insert_jobs j
    left join public.membership_requests m on m.id = j.row_id
      and j.kind in ('push-to-make', 'send-network-confirmation', 'create-approved-member', 'send-membership-status')
    left join public.event_requests e on e.id = j.row_id
      and j.kind in ('send-event-confirmation', 'send-event-status')
    left join public.newsletter_signups s on s.id = j.row_id and j.kind = 'send-newsletter-confirmation'
    left join public.contacts c on c.id = j.row_id and j.kind = 'send-newsletter-welcome'
    left join public.invitations i on i.id = j.row_id
      and j.kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder')
    left join public.campaign_recipients cr on cr.id = j.row_id and j.kind = 'send-campaign-mail'
    left join public.contacts rc on rc.id = cr.contact_id
   where j.status = 'failed'
   order by coalesce(j.finished_at, j.updated_at) desc, j.id
   limit 500
$$;
