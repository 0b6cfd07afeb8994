/*
 * A burst of edits to one event's file makes one calendar update per guest, not one per edit
 * (docs/behaviour/event-guests.md#when-the-content-file-changes). An editor who fixes a time and
 * then fixes it again, or a deploy run twice, synced twice: each sync queued an update mail at
 * once, so guests got one per sync, the earlier ones already wrong. Now an update waits a quiet
 * period before it goes, and a later change replaces the one still waiting; the mail carries the
 * facts and SEQUENCE of the last change. Everything else is as
 * 20251201000100_event_changes_reach_guests.sql wrote it.
 */

/** How long a calendar update waits for the editor's next change before it goes. */
create function private.event_update_quiet_period() returns interval
language sql
immutable
set search_path = ''
as $$ select interval '2 minutes' $$;

/* apply_event_change of 20251201000100_event_changes_reach_guests.sql, updates coalesced. */
create or replace function private.apply_event_change() returns trigger
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
      -- The update not yet sent gives way to this one, which waits the quiet period.
      update public.after_insert_jobs
         set status = 'cancelled', finished_at = now(), updated_at = now()
       where kind = 'send-invitation-update' and row_id = guest.id and status = 'pending';
      insert into public.after_insert_jobs (kind, row_id, detail, next_attempt_at)
      values ('send-invitation-update', guest.id, 'sequence-' || guest.calendar_sequence,
              now() + private.event_update_quiet_period());
    end if;
  end loop;
  return null;
end
$$;

