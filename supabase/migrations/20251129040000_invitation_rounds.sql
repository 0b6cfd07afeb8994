/*
 * The job row is the record (docs/architecture.md#the-job-outbox): a withdrawn
 * invitation given back no longer deletes its finished jobs so they can run again. Each giving
 * back starts a new round of the invitation (invitations.round), and the outbox's "once" keys
 * include the round (after_insert_jobs.round): the first round's invitation, cancellation and
 * reminders stay as they ended, and the new round's are new jobs, each run once.
 * - One rule, in one place: a job about an invitation takes the invitation's current round, set by
 *   a trigger on the outbox, so every producer (approval, decline, withdrawal, restore) follows it.
 *   Every other job is round 1, so its "once" is unchanged.
 * - The producers whose ON CONFLICT names the old keys are replaced with the new keys, their
 *   bodies otherwise those of the migrations named above each.
 */
alter table public.invitations add column round integer not null default 1 check (round >= 1);

comment on column public.invitations.round is
  'How many times the invitation was given (1, then one more each time a withdrawn invitation is given back); its jobs are once per round.';

alter table public.after_insert_jobs add column round integer not null default 1 check (round >= 1);

comment on column public.after_insert_jobs.round is
  'The round of the invitation a job is about (send-invitation, send-invitation-cancel, send-event-reminder), set by the outbox; 1 for every other job.';

/* The round a job about `about` belongs to: the invitation's current round, else 1. */
create function private.job_round(job_kind text, about uuid) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when job_kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder') then
      coalesce((select i.round from public.invitations i where i.id = about), 1)
    else 1
  end
$$;

revoke all on function private.job_round(text, uuid) from public, anon, authenticated;

create function private.set_job_round() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.round := private.job_round(new.kind, new.row_id);
  return new;
end
$$;

revoke all on function private.set_job_round() from public, anon, authenticated;

-- Only invitation jobs pay for the trigger: the join path's inserts skip it in the WHEN clause.
create trigger after_insert_jobs_round
  before insert on public.after_insert_jobs
  for each row
  when (new.kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder'))
  execute function private.set_job_round();

drop index public.after_insert_jobs_once_idx;
create unique index after_insert_jobs_once_idx on public.after_insert_jobs (kind, row_id, round)
  where detail is null;
drop index public.after_insert_jobs_reminder_once_idx;
create unique index after_insert_jobs_reminder_once_idx on public.after_insert_jobs (row_id, detail, round)
  where kind = 'send-event-reminder';

/* enqueue_after_insert_job of 20251126008200_staff_decision_jobs.sql, on the new key. */
create or replace function private.enqueue_after_insert_job(job_kind text, about uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.after_insert_jobs (kind, row_id) values (job_kind, about)
  on conflict (kind, row_id, round) where detail is null do nothing;
  perform pg_notify('after_insert_jobs', about::text);
end
$$;

/* enqueue_membership_request_jobs of 20251126008200_staff_decision_jobs.sql, on the new key. */
create or replace function private.enqueue_membership_request_jobs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.after_insert_jobs (kind, row_id)
  values ('push-to-make', new.id), ('send-network-confirmation', new.id)
  on conflict (kind, row_id, round) where detail is null do nothing;
  perform pg_notify('after_insert_jobs', new.id::text);
  return null;
end
$$;

/* enqueue_invitation_reminders of 20251126010000_event_invitations.sql, on the new key. */
create or replace function private.enqueue_invitation_reminders(invitation public.invitations) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.after_insert_jobs (kind, row_id, detail, next_attempt_at)
  select 'send-event-reminder', invitation.id, r.detail, invitation.starts_at - r.ahead
    from (values ('reminder-24h', interval '24 hours'), ('reminder-3h', interval '3 hours')) as r (detail, ahead)
   where invitation.starts_at - r.ahead > now()
  on conflict (row_id, detail, round) where kind = 'send-event-reminder' do nothing;
end
$$;

/*
 * withdraw_request_invitation of 20251127010000_decisions_follow_invitations.sql: the calendar
 * cancellation follows this round's invitation mail (a round withdrawn before its mail went out
 * cancels nothing the guest holds from it).
 */
create or replace function private.withdraw_request_invitation(p_request_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
  mailed boolean;
begin
  select * into invitation from public.invitations i
   where i.request_id = p_request_id and i.status in ('invited', 'confirmed', 'offered')
   for update;
  if not found then
    return;
  end if;
  select exists (
    select 1 from public.after_insert_jobs j
     where j.kind = 'send-invitation' and j.row_id = invitation.id and j.round = invitation.round
       and j.status in ('running', 'done', 'failed')
  ) into mailed;
  update public.invitations
     set status = 'removed', calendar_sequence = calendar_sequence + 1
   where id = invitation.id;
  update public.after_insert_jobs
     set status = 'cancelled', finished_at = now(), updated_at = now()
   where kind in ('send-invitation', 'send-event-reminder') and row_id = invitation.id
     and status = 'pending';
  if mailed then
    perform private.enqueue_after_insert_job('send-invitation-cancel', invitation.id);
  end if;
  perform private.record_activity('invitation', invitation.id, invitation.contact_id,
    'invitation_withdrawn',
    jsonb_build_object('status', invitation.status, 'event_slug', invitation.event_slug),
    jsonb_build_object('status', 'removed', 'event_slug', invitation.event_slug));
end
$$;

/*
 * restore_request_invitation of 20251127010000_decisions_follow_invitations.sql: the invitation
 * given back starts its next round, whose mail and reminders are new jobs; the earlier rounds'
 * jobs stay as they ended.
 */
create or replace function private.restore_request_invitation(p_request_id uuid, p_starts_at timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
begin
  update public.invitations
     set status = 'confirmed', calendar_sequence = calendar_sequence + 1, starts_at = p_starts_at,
         round = round + 1
   where request_id = p_request_id and status = 'removed'
  returning * into invitation;
  if invitation.id is null then
    return false;
  end if;
  perform private.enqueue_after_insert_job('send-invitation', invitation.id);
  perform private.enqueue_invitation_reminders(invitation);
  perform private.record_activity('invitation', invitation.id, invitation.contact_id,
    'invitation_restored',
    jsonb_build_object('status', 'removed', 'event_slug', invitation.event_slug),
    jsonb_build_object('status', 'confirmed', 'event_slug', invitation.event_slug));
  return true;
end
$$;

/* job_done of 20251126008200_staff_decision_jobs.sql: done in the row's current round. */
create or replace function public.job_done(job_kind text, about uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.after_insert_jobs j
                  where j.kind = job_kind and j.row_id = about and j.status = 'done'
                    and j.round = private.job_round(job_kind, about))
$$;

grant execute on function private.job_round(text, uuid) to service_role;

/* send_event_follow_up of 20251127050000_event_follow_ups.sql, on the new key. */
create or replace function private.send_event_follow_up(event_slug text, audience text, subject text, body text,
                                              event_ends_at timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  follow_up public.event_follow_ups%rowtype;
  sent public.event_follow_ups%rowtype;
  recipients integer;
  actor uuid := (select auth.uid());
  actor_email text;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can send follow-ups';
  end if;
  if audience is null or audience not in ('came', 'missed') then
    raise exception using errcode = '22023', message = format('Unknown audience %s', audience);
  end if;
  if event_ends_at is null or event_ends_at > now() then
    raise exception using errcode = '22023',
      message = 'A follow-up can be sent once the event has ended';
  end if;
  -- Blank lines and spaces around the text are not text.
  subject := btrim(subject, E' \t\r\n');
  body := btrim(body, E' \t\r\n');
  if nullif(subject, '') is null or nullif(body, '') is null then
    raise exception using errcode = '22023', message = 'A follow-up needs a subject and a message';
  end if;
  if char_length(subject) > 200 or char_length(body) > 5000 then
    raise exception using errcode = '22001',
      message = 'A follow-up''s subject is at most 200 characters and its message at most 5,000';
  end if;
  insert into public.event_follow_ups (event_slug, audience, subject, body, recipient_count)
  values (send_event_follow_up.event_slug, send_event_follow_up.audience, subject, body, 0)
  on conflict on constraint event_follow_ups_once do nothing
  returning * into follow_up;
  if follow_up.id is null then
    select * into sent from public.event_follow_ups f
     where f.event_slug = send_event_follow_up.event_slug and f.audience = send_event_follow_up.audience;
    raise exception using errcode = '23505',
      message = format('The follow-up to those who %s was already sent on %s to %s guests',
                       case sent.audience when 'came' then 'came' else 'did not come' end,
                       to_char(sent.sent_at at time zone 'Asia/Riyadh', 'DD Mon YYYY'),
                       sent.recipient_count);
  end if;
  insert into public.event_follow_up_recipients (follow_up_id, invitation_id)
  select follow_up.id, i.id
    from public.invitations i
   where i.event_slug = send_event_follow_up.event_slug
     and private.follow_up_audience_of(i.status,
           exists (select 1 from public.check_ins c where c.invitation_id = i.id))
         = send_event_follow_up.audience;
  get diagnostics recipients = row_count;
  update public.event_follow_ups set recipient_count = recipients where id = follow_up.id;
  insert into public.after_insert_jobs (kind, row_id)
  select 'send-event-follow-up', r.id
    from public.event_follow_up_recipients r where r.follow_up_id = follow_up.id
  on conflict (kind, row_id, round) where detail is null do nothing;
  -- One Timeline entry per guest, as private.record_activity writes them, in one statement.
  actor_email := coalesce((select p.email from public.profiles p where p.id = actor), (select auth.email()));
  insert into public.activity (actor_id, actor_email, entity_type, entity_id, contact_id, action, before, after)
  select actor, actor_email,
         'invitation', i.id, i.contact_id, 'follow_up_sent', null,
         jsonb_build_object('event_slug', i.event_slug, 'audience', follow_up.audience,
                            'subject', follow_up.subject)
    from public.event_follow_up_recipients r
    join public.invitations i on i.id = r.invitation_id
   where r.follow_up_id = follow_up.id;
  perform pg_notify('after_insert_jobs', follow_up.id::text);
  return recipients;
end
$$;
