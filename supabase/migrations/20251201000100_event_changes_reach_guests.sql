/*
 * What an editor's change to an event's content file does to its guests (issue 40,
 * docs/behaviour/event-guests.md#when-the-content-file-changes), applied when sync_events writes
 * the row (20251201000000_events_from_content.sql), for an event that had not begun:
 * - a new start, end or place: every guest holding a seat gets the new start on the invitation,
 *   the calendar SEQUENCE raised, the pending reminders moved to the new moment (one already sent
 *   is not sent again), and, once their invitation mail went out, a calendar update
 *   (send-invitation-update, METHOD:REQUEST with the raised SEQUENCE);
 * - a file removed: every seat is withdrawn (status removed, the pass no longer admits), pending
 *   mails and reminders are cancelled and a guest already mailed gets the cancellation
 *   (send-invitation-cancel, METHOD:CANCEL), worded for a cancelled evening.
 */
alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-invitation-update', 'send-event-reminder',
  'send-privacy-verification', 'send-privacy-extension', 'send-personal-data-export',
  'send-event-follow-up', 'offer-freed-seat', 'run-retention', 'send-retention-summary'));

alter table public.after_insert_jobs drop constraint after_insert_jobs_detail_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_detail_check check (
  detail in ('approved', 'waitlist', 'rejected', 'reminder-24h', 'reminder-3h')
  or detail ~ '^sequence-[0-9]+$');

comment on column public.after_insert_jobs.detail is
  'The decision a decision mail announces, which reminder a send-event-reminder is, or which calendar SEQUENCE a send-invitation-update carries (sequence-<n>); null for other kinds.';

/* job_round of 20251129050000_freed_seat_rounds.sql, with send-invitation-update. */
create or replace function private.job_round(job_kind text, about uuid) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when job_kind in ('send-invitation', 'send-invitation-cancel', 'send-invitation-update',
                      'send-event-reminder', 'offer-freed-seat') then
      coalesce((select i.round from public.invitations i where i.id = about), 1)
    else 1
  end
$$;

drop trigger after_insert_jobs_round on public.after_insert_jobs;
create trigger after_insert_jobs_round
  before insert on public.after_insert_jobs
  for each row
  when (new.kind in ('send-invitation', 'send-invitation-cancel', 'send-invitation-update',
                     'send-event-reminder', 'offer-freed-seat'))
  execute function private.set_job_round();

/*
 * job_target of 20251127060000_retention.sql: a guest job's invitation (send-invitation-update
 * too) and a follow-up's recipient carry their event's public.events row as `event`, so the
 * functions write mails and offers from the table, never from a copy.
 */
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
    when job_kind in ('send-invitation', 'send-invitation-cancel', 'send-invitation-update',
                      'send-event-reminder', 'offer-freed-seat') then
      (select to_jsonb(i) || jsonb_build_object('event', (select to_jsonb(ev) from public.events ev
                                                          where ev.slug = i.event_slug))
         from public.invitations i where i.id = about)
    when job_kind in ('send-privacy-verification', 'send-privacy-extension') then
      (select to_jsonb(p) from public.privacy_requests p where p.id = about)
    when job_kind = 'send-event-follow-up' then
      (select jsonb_build_object('id', r.id, 'event_slug', f.event_slug, 'audience', f.audience,
                                 'subject', f.subject, 'body', f.body,
                                 'email', i.email, 'guest_name', i.guest_name,
                                 'event', (select to_jsonb(ev) from public.events ev
                                            where ev.slug = f.event_slug))
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

/* Whether this round's invitation mail has gone out (or is going): a later change follows it. */
create function private.invitation_mailed(invitation public.invitations) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.after_insert_jobs j
     where j.kind = 'send-invitation' and j.row_id = invitation.id and j.round = invitation.round
       and j.status in ('running', 'done', 'failed'))
$$;

revoke all on function private.invitation_mailed(public.invitations) from public, anon, authenticated;

create function private.apply_event_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  guest public.invitations%rowtype;
begin
  -- An evening that has begun is history: correcting its file mails nobody.
  if old.starts_at <= now() then
    return null;
  end if;
  if new.removed_at is not null and old.removed_at is null then
    for guest in
      select * from public.invitations i
       where i.event_slug = new.slug and i.status in ('invited', 'confirmed', 'offered')
       for update
    loop
      update public.invitations
         set status = 'removed', calendar_sequence = calendar_sequence + 1
       where id = guest.id;
      update public.after_insert_jobs
         set status = 'cancelled', finished_at = now(), updated_at = now()
       where kind in ('send-invitation', 'send-invitation-update', 'send-event-reminder')
         and row_id = guest.id and status = 'pending';
      if private.invitation_mailed(guest) then
        perform private.enqueue_after_insert_job('send-invitation-cancel', guest.id);
      end if;
      perform private.record_activity('invitation', guest.id, guest.contact_id,
        'invitation_withdrawn',
        jsonb_build_object('status', guest.status, 'event_slug', guest.event_slug),
        jsonb_build_object('status', 'removed', 'event_slug', guest.event_slug,
                           'reason', 'event_removed'));
    end loop;
    return null;
  end if;
  if new.removed_at is not null
     or (new.starts_at, new.ends_at, new.venue_en, new.venue_ar, new.area_en, new.area_ar)
        is not distinct from
        (old.starts_at, old.ends_at, old.venue_en, old.venue_ar, old.area_en, old.area_ar) then
    return null;
  end if;
  for guest in
    update public.invitations i
       set starts_at = new.starts_at, calendar_sequence = i.calendar_sequence + 1
     where i.event_slug = new.slug and i.status in ('invited', 'confirmed', 'offered')
    returning i.*
  loop
    if new.starts_at is distinct from old.starts_at then
      -- This round's reminders not yet sent go; those still ahead come back at the new moment.
      delete from public.after_insert_jobs
       where kind = 'send-event-reminder' and row_id = guest.id and round = guest.round
         and status = 'pending';
      perform private.enqueue_invitation_reminders(guest);
    end if;
    if private.invitation_mailed(guest) then
      insert into public.after_insert_jobs (kind, row_id, detail)
      values ('send-invitation-update', guest.id, 'sequence-' || guest.calendar_sequence);
      perform pg_notify('after_insert_jobs', guest.id::text);
    end if;
  end loop;
  return null;
end
$$;

revoke all on function private.apply_event_change() from public, anon, authenticated;

create trigger events_reach_guests
  after update of starts_at, ends_at, venue_en, venue_ar, area_en, area_ar, removed_at
  on public.events
  for each row execute function private.apply_event_change();
