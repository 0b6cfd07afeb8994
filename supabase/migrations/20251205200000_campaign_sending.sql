/*
 * Campaigns, the sending side (issue 43; builds on 20251204700000_campaigns.sql):
 *
 * - cancel_campaign: a campaign not yet sent stops for good; its recipients still queued become
 *   'cancelled' (a new outcome) and are never sent, those already sent stay sent.
 * - Scheduling: schedule_campaign(id, at) puts one 'queue-campaign' job in the outbox, due at the
 *   time; the job runner runs it then and queue_scheduled_campaign fixes the audience at that
 *   moment (consent as it is when the campaign goes, not when it was planned).
 *   unschedule_campaign puts it back to a draft.
 * - Event announcements: a campaign may name an upcoming event (event_slug). Each of its mails
 *   carries a link to the event's request form with a random token per recipient (kept only as a
 *   digest, as the unsubscribe tokens are); the form reads the contact's name and address with
 *   campaign_request_prefill(token), and a request sent with the token is recorded with
 *   source 'campaign' and the campaign's id (event_requests.campaign_id).
 * - Results: campaign_results(id) and campaign_recipient_rows(id) for the staff tab and its CSV.
 * - A rate: claim_after_insert_job takes the gap between two campaign mails (from the transport's
 *   configured rate) and claims a send-campaign-mail job only when the last one is that far back;
 *   the time of the last one is a row in the database, so a restart does not reset it.
 *
 * Personal data added here: none (campaign_recipients.request_token_digest is a digest of a random
 * token; event_requests.campaign_id names a campaign).
 */

alter domain public.campaign_outcome drop constraint campaign_outcome_check;
alter domain public.campaign_outcome add constraint campaign_outcome_check
  check (value in ('queued', 'sent', 'failed', 'skipped_unsubscribed', 'cancelled'));
comment on domain public.campaign_outcome is
  'What became of one recipient''s mail: queued, sent, failed, skipped because consent was gone, or cancelled with its campaign.';

alter table public.campaigns
  add column event_slug text
    constraint campaigns_event_slug_format
    check (char_length(event_slug) <= 200 and event_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
comment on column public.campaigns.event_slug is
  'The upcoming event an announcement invites to (events.slug): each mail links to its request form, prefilled for the recipient.';
grant insert (event_slug), update (event_slug) on table public.campaigns to authenticated;

alter table public.campaign_recipients
  add column request_token_digest bytea,
  add column requested_at timestamptz;
comment on column public.campaign_recipients.request_token_digest is
  'sha256 of the token in this recipient''s link to the announced event''s request form (the token itself is never stored).';
comment on column public.campaign_recipients.requested_at is
  'When a request for the announced event was first made from this recipient''s link.';
create unique index campaign_recipients_request_token_idx
  on public.campaign_recipients (request_token_digest) where request_token_digest is not null;

alter table public.event_requests
  add column campaign_id uuid references public.campaigns (id) on delete set null,
  -- Write-only: the visitor's form sends the token from its link; the trigger below reads it and
  -- clears it, so it is never stored (the check holds it to null after the trigger).
  add column campaign_token text constraint event_requests_campaign_token_not_kept
    check (campaign_token is null);
comment on column public.event_requests.campaign_id is
  'The campaign whose announcement link the request came from (source campaign).';
comment on column public.event_requests.campaign_token is
  'Write-only: the token of a campaign''s announcement link, read by the insert and never kept.';
create index event_requests_campaign_idx on public.event_requests (campaign_id)
  where campaign_id is not null;
grant insert (campaign_token) on table public.event_requests to anon, authenticated;

/*
 * A request sent from an announcement's link: the token names a recipient of a campaign that
 * announced this very event; the request is then the campaign's. An unknown token changes
 * nothing (the request stands as the event page's) and says nothing.
 */
create function private.event_request_from_campaign() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient_id uuid;
  from_campaign uuid;
begin
  if new.campaign_token is not null then
    select r.id, r.campaign_id into recipient_id, from_campaign
      from public.campaign_recipients r
      join public.campaigns c on c.id = r.campaign_id
     where r.request_token_digest = sha256(convert_to(new.campaign_token, 'UTF8'))
       and c.event_slug = new.event_slug and not r.test;
    if found then
      new.campaign_id := from_campaign;
      new.source := 'campaign';
      update public.campaign_recipients r set requested_at = coalesce(r.requested_at, now())
       where r.id = recipient_id;
    end if;
    new.campaign_token := null;
  end if;
  return new;
end
$$;
revoke all on function private.event_request_from_campaign() from public, anon, authenticated;
-- Before event_requests_source (triggers fire by name), which makes a staff member's entry 'staff'.
create trigger event_requests_campaign_link
  before insert on public.event_requests
  for each row execute function private.event_request_from_campaign();

/*
 * What the request form shows for an announcement's link: the event and the contact's name,
 * address and company, while the event is still ahead and the campaign not cancelled; null for
 * any other token. Anyone holding the link sees these three fields, as with any mailed link.
 */
create function public.campaign_request_prefill(token text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('event_slug', c.event_slug,
                            'name', btrim(concat_ws(' ', k.first_name, k.last_name)),
                            'email', r.email, 'company', coalesce(k.company, ''))
    from public.campaign_recipients r
    join public.campaigns c on c.id = r.campaign_id
    join public.contacts k on k.id = r.contact_id
    join public.events e on e.slug = c.event_slug
   where token is not null and char_length(token) <= 200
     and r.request_token_digest = sha256(convert_to(token, 'UTF8'))
     and c.status <> 'cancelled' and e.removed_at is null and e.starts_at > now()
$$;
comment on function public.campaign_request_prefill(text) is
  'The announced event and the recipient''s name, address and company for the token of a campaign''s request link; null when unknown or past.';
revoke all on function public.campaign_request_prefill(text) from public;
grant execute on function public.campaign_request_prefill(text) to anon, authenticated, service_role;

/* The campaign's announced event must be a content event still ahead. */
create function private.campaign_event_problem(slug text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when slug is null then null
    when not exists (select 1 from public.events e where e.slug = campaign_event_problem.slug
                      and e.removed_at is null)
      then format('No event has the slug %s', slug)
    when not exists (select 1 from public.events e where e.slug = campaign_event_problem.slug
                      and e.starts_at > now())
      then format('The event %s has already started', slug)
  end
$$;
revoke all on function private.campaign_event_problem(text) from public, anon, authenticated;

/* What a campaign needs before it can go (queued now or scheduled); raises the first problem. */
create function private.require_campaign_ready(campaign public.campaigns) returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  event_problem text := private.campaign_event_problem(campaign.event_slug);
begin
  if '' in (btrim(campaign.subject_en), btrim(campaign.subject_ar), btrim(campaign.body_en),
            btrim(campaign.body_ar)) then
    raise exception using errcode = '22023',
      message = 'A campaign needs a subject and a message in English and in Arabic';
  end if;
  if event_problem is not null then
    raise exception using errcode = '22023', message = event_problem;
  end if;
end
$$;
revoke all on function private.require_campaign_ready(public.campaigns) from public, anon, authenticated;

/* campaign_is_draft_to_change of 20251204700000_campaigns.sql, with the announced event. */
create or replace function private.campaign_is_draft_to_change() returns trigger
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
          new.audience, new.scheduled_at, new.event_slug)
         is distinct from
         (old.purpose, old.sender_name, old.subject_en, old.subject_ar, old.body_en, old.body_ar,
          old.audience, old.scheduled_at, old.event_slug) then
    raise exception using errcode = '22023',
      message = format('A %s campaign can no longer be changed', old.status);
  end if;
  return new;
end
$$;

alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'send-newsletter-welcome', 'queue-campaign', 'send-campaign-mail',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-invitation-update', 'send-event-reminder',
  'send-privacy-verification', 'send-privacy-extension', 'send-personal-data-export',
  'send-event-follow-up', 'offer-freed-seat', 'run-retention', 'send-retention-summary'));

/*
 * Queues a campaign now: its recipients (each contact once, in their language, from consent as it
 * is at this moment) and one send-campaign-mail job each, due at once. Answers how many it added.
 */
create function private.queue_campaign_now(campaign public.campaigns) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  added integer;
begin
  perform private.require_campaign_ready(campaign);
  with added_rows as (
    insert into public.campaign_recipients (campaign_id, contact_id, email, locale)
    select campaign.id, e.contact_id, e.email, e.locale
      from private.campaign_eligible(campaign.audience, campaign.purpose) e
    on conflict on constraint campaign_recipients_once do nothing
    returning id
  ), jobs as (
    insert into public.after_insert_jobs (kind, row_id)
    select 'send-campaign-mail', a.id from added_rows a
    on conflict (kind, row_id, round) where detail is null do nothing
    returning 1
  )
  select count(*) into added from jobs;
  -- Its schedule, if it had one, is spent.
  update public.after_insert_jobs j set status = 'cancelled', updated_at = now()
   where j.kind = 'queue-campaign' and j.row_id = campaign.id and j.status = 'pending';
  update public.campaigns c
     set status = case
           when exists (select 1 from public.campaign_recipients r
                         where r.campaign_id = c.id and r.outcome = 'queued' and not r.test)
             then 'sending' else 'sent' end,
         queued_at = coalesce(c.queued_at, now())
   where c.id = campaign.id;
  perform pg_notify('after_insert_jobs', campaign.id::text);
  return added;
end
$$;
revoke all on function private.queue_campaign_now(public.campaigns) from public, anon, authenticated;

/*
 * Schedules a draft (or moves a scheduled campaign to a new time): one queue-campaign job, due at
 * the time. A time already past by more than five minutes is refused (a mistake, not "now").
 */
create function private.schedule_campaign(p_campaign_id uuid, p_at timestamptz) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
begin
  if campaign.status not in ('draft', 'scheduled') then
    raise exception using errcode = '22023',
      message = format('A %s campaign cannot be scheduled', campaign.status);
  end if;
  if p_at is null or p_at < now() - interval '5 minutes' then
    raise exception using errcode = '22023', message = 'A campaign is scheduled for a time ahead';
  end if;
  perform private.require_campaign_ready(campaign);
  -- Through draft, so that the draft-only trigger lets its time change.
  update public.campaigns c set status = 'draft' where c.id = campaign.id;
  update public.campaigns c set scheduled_at = p_at, status = 'scheduled' where c.id = campaign.id;
  insert into public.after_insert_jobs (kind, row_id, next_attempt_at)
  values ('queue-campaign', campaign.id, p_at)
  on conflict (kind, row_id, round) where detail is null do update
    set status = 'pending', attempts = 0, next_attempt_at = excluded.next_attempt_at,
        last_error = null, finished_at = null, updated_at = now();
  perform pg_notify('after_insert_jobs', campaign.id::text);
end
$$;
revoke all on function private.schedule_campaign(uuid, timestamptz) from public, anon;
grant execute on function private.schedule_campaign(uuid, timestamptz) to authenticated, service_role;

/* A scheduled campaign back to a draft: its queue job is cancelled and its time cleared. */
create function private.unschedule_campaign(p_campaign_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
begin
  if campaign.status <> 'scheduled' then
    raise exception using errcode = '22023',
      message = format('A %s campaign is not scheduled', campaign.status);
  end if;
  update public.campaigns c set status = 'draft' where c.id = campaign.id;
  update public.campaigns c set scheduled_at = null where c.id = campaign.id;
  update public.after_insert_jobs j set status = 'cancelled', updated_at = now()
   where j.kind = 'queue-campaign' and j.row_id = campaign.id and j.status = 'pending';
end
$$;
revoke all on function private.unschedule_campaign(uuid) from public, anon;
grant execute on function private.unschedule_campaign(uuid) to authenticated, service_role;

/*
 * The queue-campaign job (service role only): queues a campaign still scheduled whose time has
 * come; one unscheduled, cancelled or already going is left as it is. Answers how many it added.
 */
create function public.queue_scheduled_campaign(campaign_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns;
begin
  select * into campaign from public.campaigns c where c.id = queue_scheduled_campaign.campaign_id
     for update;
  if not found or campaign.status <> 'scheduled' or campaign.scheduled_at > now() then
    return 0;
  end if;
  return private.queue_campaign_now(campaign);
end
$$;
comment on function public.queue_scheduled_campaign(uuid) is
  'The queue-campaign job (service role only): queues a scheduled campaign whose time has come; answers how many recipients it added.';
revoke all on function public.queue_scheduled_campaign(uuid) from public, anon, authenticated;
grant execute on function public.queue_scheduled_campaign(uuid) to service_role;

/*
 * queue_campaign of 20251204700000_campaigns.sql: sends now (a scheduled campaign goes at once);
 * a draft whose scheduled_at is ahead is scheduled instead, answering 0. A second call while it is
 * sending adds only contacts who became eligible since, and none once it is sent.
 */
create or replace function private.queue_campaign(p_campaign_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
begin
  -- A repeated click after the last mail went: the campaign is closed, nobody is added.
  if campaign.status = 'sent' then
    return 0;
  end if;
  if campaign.status not in ('draft', 'scheduled', 'sending') then
    raise exception using errcode = '22023',
      message = format('A %s campaign cannot be queued', campaign.status);
  end if;
  if campaign.status = 'draft' and campaign.scheduled_at > now() then
    perform private.schedule_campaign(campaign.id, campaign.scheduled_at);
    return 0;
  end if;
  return private.queue_campaign_now(campaign);
end
$$;

/* pause_campaign of 20251204700000_campaigns.sql: only a sending campaign pauses (a scheduled one is unscheduled). */
create or replace function private.pause_campaign(p_campaign_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
begin
  if campaign.status <> 'sending' then
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

/* resume_campaign of 20251204700000_campaigns.sql: every recipient still queued is due at once. */
create or replace function private.resume_campaign(p_campaign_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
begin
  if campaign.status <> 'paused' then
    raise exception using errcode = '22023',
      message = format('A %s campaign cannot be resumed', campaign.status);
  end if;
  update public.campaigns c set status = 'sending' where c.id = campaign.id;
  update public.after_insert_jobs j
     set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null,
         finished_at = null, updated_at = now()
   where j.kind = 'send-campaign-mail' and j.status in ('cancelled', 'done')
     and j.row_id in (select r.id from public.campaign_recipients r
                       where r.campaign_id = campaign.id and r.outcome = 'queued' and not r.test);
  perform pg_notify('after_insert_jobs', campaign.id::text);
end
$$;

/*
 * Cancels a campaign not yet sent: its recipients still queued become 'cancelled' and their jobs
 * are cancelled (a job already claimed finishes its one mail, which stays sent). Answers how many
 * recipients were cancelled; a cancelled campaign answers 0 again.
 */
create function private.cancel_campaign(p_campaign_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign public.campaigns := private.lock_campaign(p_campaign_id);
  stopped integer;
begin
  if campaign.status = 'cancelled' then
    return 0;
  end if;
  if campaign.status = 'sent' then
    raise exception using errcode = '22023',
      message = 'A sent campaign cannot be cancelled: every mail has gone';
  end if;
  update public.campaigns c set status = 'cancelled' where c.id = campaign.id;
  update public.after_insert_jobs j set status = 'cancelled', updated_at = now()
   where j.status = 'pending'
     and ((j.kind = 'queue-campaign' and j.row_id = campaign.id)
          or (j.kind = 'send-campaign-mail'
              and j.row_id in (select r.id from public.campaign_recipients r
                                where r.campaign_id = campaign.id and r.outcome = 'queued'
                                  and not r.test)));
  update public.campaign_recipients r
     set outcome = 'cancelled', reason = null, outcome_at = now()
   where r.campaign_id = campaign.id and r.outcome = 'queued' and not r.test;
  get diagnostics stopped = row_count;
  return stopped;
end
$$;
revoke all on function private.cancel_campaign(uuid) from public, anon;
grant execute on function private.cancel_campaign(uuid) to authenticated, service_role;

/*
 * claim_campaign_recipient of 20251204700000_campaigns.sql, with cancelling and announcements: a
 * recipient of a cancelled campaign (one given back by a failed send after the cancel) becomes
 * 'cancelled'; a mail of a campaign that announces an event carries a fresh request-link token,
 * stored as its digest, and the event's title in the mail's language.
 */
create or replace function public.claim_campaign_recipient(recipient_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.campaign_recipients%rowtype;
  campaign public.campaigns%rowtype;
  gone_reason text;
  first_name text;
  request_token text;
  event_title text;
begin
  select * into r from public.campaign_recipients x where x.id = recipient_id for update;
  if not found then
    return jsonb_build_object('action', 'done', 'reason', 'no such recipient');
  end if;
  if r.outcome <> 'queued' then
    return jsonb_build_object('action', 'done', 'reason', r.outcome);
  end if;
  select * into campaign from public.campaigns c where c.id = r.campaign_id for update;
  if campaign.status = 'cancelled' and not r.test then
    update public.campaign_recipients x set outcome = 'cancelled', reason = null, outcome_at = now()
     where x.id = r.id;
    return jsonb_build_object('action', 'done', 'reason', 'cancelled');
  end if;
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
  if gone_reason is null and campaign.event_slug is not null then
    select case r.locale when 'ar' then coalesce(e.title_ar, e.title_en) else e.title_en end
      into event_title from public.events e where e.slug = campaign.event_slug;
    -- A test send's link opens the form without a token: it counts no request.
    if not r.test then
      request_token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    end if;
  end if;
  update public.campaign_recipients x
     set outcome = case when gone_reason is null then 'sent' else 'skipped_unsubscribed' end,
         reason = gone_reason, outcome_at = now(),
         request_token_digest = case when request_token is null then x.request_token_digest
                                     else sha256(convert_to(request_token, 'UTF8')) end
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
    'body', case r.locale when 'ar' then campaign.body_ar else campaign.body_en end,
    'event', case when campaign.event_slug is null then null
                  else jsonb_build_object('slug', campaign.event_slug, 'title', event_title,
                                          'token', request_token) end);
end
$$;

/*
 * A campaign's results, live: recipients by outcome (test sends apart), the failures grouped by
 * reason, how many recipients withdrew their newsletter consent since it was queued, and the
 * requests made from its announcement link. Staff only; PT404 for an unknown id.
 */
create function public.campaign_results(campaign_id uuid) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  campaign public.campaigns;
begin
  perform private.require_campaign_staff();
  select * into campaign from public.campaigns c where c.id = campaign_results.campaign_id;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No campaign has the id %s', campaign_results.campaign_id);
  end if;
  return jsonb_build_object(
    'status', campaign.status,
    'scheduled_at', campaign.scheduled_at,
    'queued_at', campaign.queued_at,
    'outcomes', (
      select jsonb_object_agg(o.outcome, coalesce(n.total, 0) order by o.ord)
        from private.domain_values('public.campaign_outcome') as o (outcome, ord)
        left join (select r.outcome::text as outcome, count(*)::int as total
                     from public.campaign_recipients r
                    where r.campaign_id = campaign.id and not r.test
                    group by r.outcome) n on n.outcome = o.outcome),
    'failures', coalesce((
      select jsonb_agg(jsonb_build_object('reason', f.reason, 'count', f.total)
                       order by f.total desc, f.reason)
        from (select coalesce(r.reason, '') as reason, count(*)::int as total
                from public.campaign_recipients r
               where r.campaign_id = campaign.id and not r.test and r.outcome = 'failed'
               group by 1) f), '[]'::jsonb),
    'unsubscribed', (
      select count(*)::int from public.campaign_recipients r
       where r.campaign_id = campaign.id and not r.test and campaign.queued_at is not null
         and exists (select 1 from public.consents n
                      where n.purpose = 'newsletter' and n.status = 'withdrawn'
                        and n.recorded_at >= campaign.queued_at
                        and (n.contact_id = r.contact_id or lower(n.email) = lower(r.email)))),
    'requests', (select count(*)::int from public.event_requests e where e.campaign_id = campaign.id),
    'test_sends', (select count(*)::int from public.campaign_recipients r
                    where r.campaign_id = campaign.id and r.test));
end
$$;
comment on function public.campaign_results(uuid) is
  'Staff: a campaign''s status and results (recipients by outcome, failures by reason, unsubscribed since queued, requests made).';
revoke all on function public.campaign_results(uuid) from public, anon;
grant execute on function public.campaign_results(uuid) to authenticated, service_role;

/*
 * The record of what was sent to whom, one row per recipient (test sends apart), for the staff
 * tab's list and its CSV. Staff only; PT404 for an unknown id.
 */
create function public.campaign_recipient_rows(campaign_id uuid)
returns table (recipient_id uuid, contact_id uuid, email text, name text, locale text,
               outcome text, reason text, queued_at timestamptz, outcome_at timestamptz,
               requested_at timestamptz, unsubscribed_at timestamptz)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  campaign public.campaigns;
begin
  perform private.require_campaign_staff();
  select * into campaign from public.campaigns c where c.id = campaign_recipient_rows.campaign_id;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No campaign has the id %s', campaign_recipient_rows.campaign_id);
  end if;
  return query
    select r.id, r.contact_id, r.email::text,
           coalesce(nullif(btrim(concat_ws(' ', k.first_name, k.last_name)), ''), ''),
           r.locale::text, r.outcome::text, r.reason, r.queued_at, r.outcome_at, r.requested_at,
           (select min(n.recorded_at) from public.consents n
             where n.purpose = 'newsletter' and n.status = 'withdrawn'
               and n.recorded_at >= campaign.queued_at
               and (n.contact_id = r.contact_id or lower(n.email) = lower(r.email)))
      from public.campaign_recipients r
      left join public.contacts k on k.id = r.contact_id
     where r.campaign_id = campaign.id and not r.test
     order by r.email;
end
$$;
comment on function public.campaign_recipient_rows(uuid) is
  'Staff: each recipient of a campaign with the outcome, its reason and times, the request made from its link and any unsubscribe since (for the CSV).';
revoke all on function public.campaign_recipient_rows(uuid) from public, anon;
grant execute on function public.campaign_recipient_rows(uuid) to authenticated, service_role;

/* The staff-facing wrappers (security invoker, as the other RPCs). */
create function public.cancel_campaign(campaign_id uuid) returns integer
language sql security invoker set search_path = ''
as $$ select private.cancel_campaign(campaign_id) $$;
comment on function public.cancel_campaign(uuid) is
  'Staff: cancels a campaign not yet sent; its recipients still queued are never sent. Answers how many were cancelled.';
create function public.schedule_campaign(campaign_id uuid, at timestamptz) returns void
language sql security invoker set search_path = ''
as $$ select private.schedule_campaign(campaign_id, at) $$;
comment on function public.schedule_campaign(uuid, timestamptz) is
  'Staff: schedules a draft (or moves a scheduled campaign) to go at a time; its audience is fixed then.';
create function public.unschedule_campaign(campaign_id uuid) returns void
language sql security invoker set search_path = ''
as $$ select private.unschedule_campaign(campaign_id) $$;
comment on function public.unschedule_campaign(uuid) is 'Staff: puts a scheduled campaign back to a draft.';
revoke all on function public.cancel_campaign(uuid), public.schedule_campaign(uuid, timestamptz),
  public.unschedule_campaign(uuid) from public, anon;
grant execute on function public.cancel_campaign(uuid), public.schedule_campaign(uuid, timestamptz),
  public.unschedule_campaign(uuid) to authenticated, service_role;

/*
 * The campaign mails' rate: when the next one may be claimed. One row, so that every runner (the
 * embedded one, the hosted process-jobs, two servers) and every restart share it.
 */
create table private.campaign_mail_slot (
  id boolean primary key default true check (id),
  next_at timestamptz not null default '-infinity'
);
insert into private.campaign_mail_slot default values;
revoke all on table private.campaign_mail_slot from public, anon, authenticated;

/*
 * claim_after_insert_job of 20251126008200_staff_decision_jobs.sql, with the campaign mails'
 * rate: given campaign_mail_gap_ms > 0, a send-campaign-mail job is claimed only once the slot's
 * time has come, and its claim moves the slot that far ahead; other kinds are claimed as before.
 * The slot is locked for the claim, so two runners cannot both take it. A test send (detail
 * 'test', below) goes past the queue: staff are waiting for it.
 */
drop function public.claim_after_insert_job(integer);
create function public.claim_after_insert_job(lease_seconds integer default 300,
                                              campaign_mail_gap_ms integer default 0)
returns table (id uuid, kind text, row_id uuid, attempts integer, detail text, target jsonb)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  slot_at timestamptz;
  slot_open boolean := true;
  claimed public.after_insert_jobs%rowtype;
begin
  if coalesce(campaign_mail_gap_ms, 0) > 0 then
    select s.next_at into slot_at from private.campaign_mail_slot s for update;
    slot_open := slot_at is null or slot_at <= clock_timestamp();
  end if;
  update public.after_insert_jobs as job
     set status = 'running',
         attempts = job.attempts + 1,
         next_attempt_at = now() + make_interval(secs => lease_seconds),
         updated_at = now()
   where job.id = (
     select due.id
       from public.after_insert_jobs as due
      where due.status in ('pending', 'running') and due.next_attempt_at <= now()
        and (slot_open or due.kind <> 'send-campaign-mail' or due.detail = 'test')
      order by due.next_attempt_at, due.created_at
      limit 1
      for update skip locked)
  returning job.* into claimed;
  if claimed.id is null then
    return;
  end if;
  if claimed.kind = 'send-campaign-mail' and claimed.detail is null
     and coalesce(campaign_mail_gap_ms, 0) > 0 then
    update private.campaign_mail_slot
       set next_at = clock_timestamp() + make_interval(secs => campaign_mail_gap_ms / 1000.0);
  end if;
  return query select claimed.id, claimed.kind, claimed.row_id, claimed.attempts, claimed.detail,
                      private.job_target(claimed.kind, claimed.row_id);
end
$$;
revoke all on function public.claim_after_insert_job(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_after_insert_job(integer, integer) to service_role;

/*
 * When the runner should look again: milliseconds until the next job it may claim is due (0 when
 * one is due now), a campaign mail counted from the rate's slot; null when nothing waits.
 */
create function public.next_after_insert_job_due_in_ms(campaign_mail_gap_ms integer default 0)
returns double precision
language sql
stable
set search_path = ''
as $$
  select greatest(0, extract(epoch from min(
           case when j.kind = 'send-campaign-mail' and j.detail is null
                     and coalesce(campaign_mail_gap_ms, 0) > 0
                then greatest(j.next_attempt_at, (select s.next_at from private.campaign_mail_slot s))
                else j.next_attempt_at end) - clock_timestamp()) * 1000)
    from public.after_insert_jobs j
   where j.status in ('pending', 'running')
  having count(*) > 0
$$;
revoke all on function public.next_after_insert_job_due_in_ms(integer) from public, anon, authenticated;
grant execute on function public.next_after_insert_job_due_in_ms(integer) to service_role;

alter table public.after_insert_jobs drop constraint after_insert_jobs_detail_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_detail_check check (
  detail in ('approved', 'waitlist', 'rejected', 'reminder-24h', 'reminder-3h', 'test')
  or detail ~ '^sequence-[0-9]+$');
comment on column public.after_insert_jobs.detail is
  'The decision a decision mail announces, which reminder a send-event-reminder is, which calendar SEQUENCE a send-invitation-update carries (sequence-<n>), or test for a campaign''s test send; null for other kinds.';

/*
 * send_campaign_test of 20251204700000_campaigns.sql: its jobs are marked 'test' (detail), so that
 * the rate of the campaign mails does not hold them behind a campaign being sent.
 */
create or replace function private.send_campaign_test(p_campaign_id uuid) returns integer
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
  insert into public.after_insert_jobs (kind, row_id, detail)
  select 'send-campaign-mail', a.id, 'test' from added a;
  perform pg_notify('after_insert_jobs', campaign.id::text);
  return 2;
end
$$;
