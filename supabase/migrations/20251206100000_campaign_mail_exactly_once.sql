/*
 * A campaign mail written before its recipient is marked sent (issue 43). The claim of
 * 20251205200000_campaign_sending.sql marked the recipient sent before the job wrote the mail, so
 * a kill between the two lost that one mail. Now:
 *
 * - claim_campaign_recipient answers 'send' with the mail's key and marks the recipient claimed
 *   (claimed_at); it stays queued until the mail is written, so the counts, the outcome list and
 *   the staff tab stay as they were. The job's lease (…_campaign_mail_lease.sql) keeps a second
 *   run from taking the recipient while the first holds it.
 * - The job writes the mail under the key, then record_campaign_mail_sent marks the recipient
 *   sent (and the campaign sent after its last recipient).
 * - The outbox (the local transport) keeps one mail per key (mail_outbox.idempotency_key,
 *   unique; its writers insert on conflict do nothing), and the claim of a claimed recipient whose
 *   mail the outbox already holds marks it sent and answers done: a kill between the write and the
 *   mark neither loses the mail nor writes it twice, exactly once.
 * - SMTP and Resend know nothing of the outbox: a kill between the send and the mark sends the
 *   mail again on the retry (with the same Message-ID over SMTP), at least once.
 *
 * Personal data added here: none (a key names a recipient row).
 */

alter table public.mail_outbox
  add column idempotency_key text
    constraint mail_outbox_idempotency_key_once unique
    constraint mail_outbox_idempotency_key_length check (char_length(idempotency_key) <= 200);
comment on column public.mail_outbox.idempotency_key is
  'The key of a mail that must be written once (a campaign recipient''s: campaign-recipient/<id>); a second write with it writes nothing.';

alter table public.campaign_recipients add column claimed_at timestamptz;
comment on column public.campaign_recipients.claimed_at is
  'When a job claimed the recipient to write its mail (it stays queued meanwhile); cleared once the mail is recorded sent or its send failed.';

/* The key a recipient's mail is written under: the outbox's idempotency_key, SMTP's Message-ID. */
create function private.campaign_mail_key(recipient_id uuid) returns text
language sql
immutable
set search_path = ''
as $$ select 'campaign-recipient/' || recipient_id::text $$;
revoke all on function private.campaign_mail_key(uuid) from public, anon, authenticated;

/* A sending campaign with nobody left queued is sent. */
create function private.close_sent_campaign(p_campaign_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.campaigns c set status = 'sent'
   where c.id = p_campaign_id and c.status = 'sending'
     and not exists (select 1 from public.campaign_recipients x
                      where x.campaign_id = c.id and x.outcome = 'queued' and not x.test);
$$;
revoke all on function private.close_sent_campaign(uuid) from public, anon, authenticated;

/* The job's mail is written: its claimed recipient is sent. Nothing for one not claimed. */
create function public.record_campaign_mail_sent(recipient_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  sent public.campaign_recipients%rowtype;
begin
  update public.campaign_recipients x
     set outcome = 'sent', reason = null, outcome_at = now(), claimed_at = null
   where x.id = recipient_id and x.outcome = 'queued' and x.claimed_at is not null
  returning x.* into sent;
  if found and not sent.test then
    perform private.close_sent_campaign(sent.campaign_id);
  end if;
end
$$;
comment on function public.record_campaign_mail_sent(uuid) is
  'Records a campaign mail written (service role only): its claimed recipient becomes sent.';
revoke all on function public.record_campaign_mail_sent(uuid) from public, anon, authenticated;
grant execute on function public.record_campaign_mail_sent(uuid) to service_role;

/*
 * claim_campaign_recipient of 20251205200000_campaign_sending.sql: 'send' leaves the recipient
 * queued and claimed, with the mail's key; a claimed recipient whose mail the outbox holds (its
 * runner was killed after the write) is sent and answers done.
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
  if r.claimed_at is not null and exists (
       select 1 from public.mail_outbox m
        where m.idempotency_key = private.campaign_mail_key(r.id)) then
    perform public.record_campaign_mail_sent(r.id);
    return jsonb_build_object('action', 'done', 'reason', 'sent');
  end if;
  select * into campaign from public.campaigns c where c.id = r.campaign_id for update;
  if campaign.status = 'cancelled' and not r.test then
    update public.campaign_recipients x
       set outcome = 'cancelled', reason = null, outcome_at = now(), claimed_at = null
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
  if gone_reason is not null then
    update public.campaign_recipients x
       set outcome = 'skipped_unsubscribed', reason = gone_reason, outcome_at = now(),
           claimed_at = null
     where x.id = r.id;
    if not r.test then
      perform private.close_sent_campaign(campaign.id);
    end if;
    return jsonb_build_object('action', 'skip', 'reason', gone_reason);
  end if;
  if campaign.event_slug is not null then
    select case r.locale when 'ar' then coalesce(e.title_ar, e.title_en) else e.title_en end
      into event_title from public.events e where e.slug = campaign.event_slug;
    -- A test send's link opens the form without a token: it counts no request.
    if not r.test then
      request_token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    end if;
  end if;
  update public.campaign_recipients x
     set claimed_at = now(), reason = null,
         request_token_digest = case when request_token is null then x.request_token_digest
                                     else sha256(convert_to(request_token, 'UTF8')) end
   where x.id = r.id;
  first_name := coalesce((select k.first_name from public.contacts k where k.id = r.contact_id),
                         (select p.first_name from public.profiles p where lower(p.email) = lower(r.email)
                           limit 1), '');
  return jsonb_build_object(
    'action', 'send', 'key', private.campaign_mail_key(r.id), 'email', r.email,
    'locale', r.locale, 'contact_id', r.contact_id,
    'test', r.test, 'first_name', first_name, 'sender_name', campaign.sender_name,
    'purpose', campaign.purpose,
    'subject', case r.locale when 'ar' then campaign.subject_ar else campaign.subject_en end,
    'body', case r.locale when 'ar' then campaign.body_ar else campaign.body_en end,
    'event', case when campaign.event_slug is null then null
                  else jsonb_build_object('slug', campaign.event_slug, 'title', event_title,
                                          'token', request_token) end);
end
$$;
comment on function public.claim_campaign_recipient(uuid) is
  'The send-campaign-mail job''s claim (service role only): done, wait, skip, or send with the mail''s parts and key, the recipient claimed until record_campaign_mail_sent.';

/*
 * release_campaign_recipient of 20251204700000_campaigns.sql: a failed send gives the claim back,
 * queued for the job's retry or failed for good (the campaign sent when that was its last).
 */
create or replace function public.release_campaign_recipient(recipient_id uuid, failure text,
                                                             permanent boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  released public.campaign_recipients%rowtype;
begin
  update public.campaign_recipients x
     set outcome = case when permanent then 'failed' else 'queued' end,
         reason = left(failure, 2000), outcome_at = case when permanent then now() end,
         claimed_at = null
   where x.id = recipient_id and x.outcome = 'queued' and x.claimed_at is not null
  returning x.* into released;
  if found and permanent and not released.test then
    perform private.close_sent_campaign(released.campaign_id);
  end if;
end
$$;

/*
 * cancel_campaign of 20251205200000_campaign_sending.sql: a recipient claimed by a job is left to
 * it (its mail may be written already), so it ends sent, or cancelled if its send fails.
 */
create or replace function private.cancel_campaign(p_campaign_id uuid) returns integer
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
                                  and r.claimed_at is null and not r.test)));
  update public.campaign_recipients r
     set outcome = 'cancelled', reason = null, outcome_at = now()
   where r.campaign_id = campaign.id and r.outcome = 'queued' and r.claimed_at is null
     and not r.test;
  get diagnostics stopped = row_count;
  return stopped;
end
$$;
