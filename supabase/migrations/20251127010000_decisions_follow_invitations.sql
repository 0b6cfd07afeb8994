/*
 * A decision taken back follows through to the guest (docs/behaviour/event-guests.md#a-decision-taken-back):
 * - an approved request moved to waitlist, rejected or pending withdraws the invitation it created:
 *   the seat is freed (status 'removed'), its unsent invitation mail and its reminders are
 *   cancelled, and a guest whose invitation mail went out gets a calendar cancellation (SEQUENCE
 *   raised). The decision's own mail says why, as before.
 * - approving it again gives that invitation back (confirmed, SEQUENCE raised), with a new
 *   invitation mail and reminders. Before, the invitation stayed with a rejected guest, and a second
 *   approval found it there and did nothing.
 */

alter table public.activity drop constraint activity_action_check;
alter table public.activity add constraint activity_action_check check (action in
  ('stage_changed', 'heat_changed', 'status_changed', 'checklist_completed', 'checklist_reopened',
   'attachment_added', 'attachment_removed', 'invitation_declined', 'checked_in', 'check_in_undone',
   'invitation_withdrawn', 'invitation_restored'));

/*
 * The invitation a request created, when it still holds a seat: withdrawn. Whether its mail went
 * out decides the calendar cancellation (a job being run counts as sent: a cancellation of an
 * entry never received is harmless, a missed one leaves the evening in the calendar).
 */
create function private.withdraw_request_invitation(p_request_id uuid) returns void
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
     where j.kind = 'send-invitation' and j.row_id = invitation.id
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

revoke all on function private.withdraw_request_invitation(uuid) from public, anon, authenticated;

/* The invitation a request created and a decision withdrew: given back, mailed again. */
create function private.restore_request_invitation(p_request_id uuid, p_starts_at timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
begin
  update public.invitations
     set status = 'confirmed', calendar_sequence = calendar_sequence + 1, starts_at = p_starts_at
   where request_id = p_request_id and status = 'removed'
  returning * into invitation;
  if invitation.id is null then
    return false;
  end if;
  -- The invitation and the cancellation are once per invitation in the outbox: ask them again.
  delete from public.after_insert_jobs
   where kind in ('send-invitation', 'send-invitation-cancel') and row_id = invitation.id
     and status in ('done', 'cancelled', 'pending');
  delete from public.after_insert_jobs
   where kind = 'send-event-reminder' and row_id = invitation.id and status = 'cancelled';
  perform private.enqueue_after_insert_job('send-invitation', invitation.id);
  perform private.enqueue_invitation_reminders(invitation);
  perform private.record_activity('invitation', invitation.id, invitation.contact_id,
    'invitation_restored',
    jsonb_build_object('status', 'removed', 'event_slug', invitation.event_slug),
    jsonb_build_object('status', 'confirmed', 'event_slug', invitation.event_slug));
  return true;
end
$$;

revoke all on function private.restore_request_invitation(uuid, timestamptz) from public, anon, authenticated;

create or replace function private.decide_event_request(request_id uuid, decision text, event_starts_at timestamptz default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.event_requests%rowtype;
  invitation public.invitations%rowtype;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can decide requests';
  end if;
  if decision is null or decision not in ('pending', 'waitlist', 'approved', 'rejected') then
    raise exception using errcode = '22023', message = format('Unknown decision %s', decision);
  end if;
  select * into req from public.event_requests r where r.id = request_id for update;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No invitation request has the id %s', request_id);
  end if;
  if req.request_status = 'moved_to_pipeline' then
    raise exception using errcode = '22023', message = 'The request was moved to the pipeline';
  end if;
  if req.request_status = decision then
    return case when decision = 'approved' then 'already-approved' else 'unchanged' end;
  end if;
  if decision = 'approved' and req.event_slug is not null and event_starts_at is null then
    raise exception using errcode = '22023',
      message = format('The start of the event %s is needed to invite the guest', req.event_slug);
  end if;
  update public.event_requests set request_status = decision where id = request_id;
  if req.request_status = 'approved' then
    perform private.withdraw_request_invitation(req.id);
  end if;
  if decision = 'approved' and req.event_slug is not null then
    if private.restore_request_invitation(req.id, event_starts_at) then
      return 'done';
    end if;
    insert into public.invitations (event_slug, request_id, contact_id, email, guest_name, starts_at)
    values (req.event_slug, req.id,
            (select c.id from public.contacts c where lower(c.email) = lower(req.email) limit 1),
            req.email, btrim(req.name), event_starts_at)
    on conflict (event_slug, lower(email)) do nothing
    returning * into invitation;
    -- A guest invited before (another request for the same event) keeps that invitation.
    if invitation.id is not null then
      perform private.enqueue_after_insert_job('send-invitation', invitation.id);
      perform private.enqueue_invitation_reminders(invitation);
    end if;
    return 'done';
  end if;
  if decision <> 'pending' then
    perform private.enqueue_decision_mail('send-event-status', request_id, decision);
  end if;
  return 'done';
end
$$;

comment on function public.decide_event_request(uuid, text, timestamptz) is
  'Staff decide an invitation request: stores the decision and queues its mail in one transaction; approval for a content event also creates (or gives back) the invitation and queues its reminders; a decision taken back withdraws it.';
