/*
 * Staff revoke a guest's door pass and issue a new one (issue 41; docs/privacy/dpia.md, D1):
 * a leaked or forwarded pass is stopped without removing the guest.
 * - revoke_pass keeps the old token in private.revoked_passes, so the door and the pass page can
 *   say "revoked" rather than "unknown", and gives the invitation a fresh token no one has seen;
 *   pass_revoked_at set means the guest holds no valid pass.
 * - reissue_pass makes a new token (revoking the current one if it still works), clears
 *   pass_revoked_at and mails the guest their invitation again with the new pass.
 * Both are staff-only and recorded on the contact's timeline like the other invitation actions.
 * A revoked token goes with its invitation (on delete cascade): erasure and retention remove it.
 */
create table private.revoked_passes (
  token text primary key check (token ~ '^[0-9a-f]{64}$'),
  invitation_id uuid not null references public.invitations (id) on delete cascade,
  revoked_at timestamptz not null default now()
);
comment on table private.revoked_passes is
  'Door pass tokens staff revoked, kept with their invitation so the door and the pass page say "revoked".';
create index revoked_passes_invitation_idx on private.revoked_passes (invitation_id);
revoke all on table private.revoked_passes from public, anon, authenticated, service_role;

alter table public.activity drop constraint activity_action_check;
alter table public.activity add constraint activity_action_check check (action in
  ('stage_changed', 'heat_changed', 'status_changed', 'checklist_completed', 'checklist_reopened',
   'attachment_added', 'attachment_removed', 'invitation_declined', 'checked_in', 'check_in_undone',
   'invitation_withdrawn', 'invitation_restored', 'attendance_corrected', 'follow_up_sent',
   'pass_revoked', 'pass_reissued'));

/* The invitation, locked, for a staff pass action; 42501 for non-staff, PT404 for no such row. */
create function private.invitation_for_pass_action(p_invitation_id uuid)
returns public.invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can revoke or re-issue passes';
  end if;
  select * into invitation from public.invitations i where i.id = p_invitation_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'There is no such invitation';
  end if;
  return invitation;
end
$$;
revoke all on function private.invitation_for_pass_action(uuid) from public, anon, authenticated;

/* Moves the invitation's working token to the revoked list and gives it an unseen one. */
create function private.retire_pass_token(invitation public.invitations) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.revoked_passes (token, invitation_id) values (invitation.pass_token, invitation.id)
  on conflict (token) do nothing;
  update public.invitations set pass_token = private.new_pass_token() where id = invitation.id;
$$;
revoke all on function private.retire_pass_token(public.invitations) from public, anon, authenticated;

create function private.revoke_pass(p_invitation_id uuid) returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations := private.invitation_for_pass_action(p_invitation_id);
begin
  if invitation.pass_revoked_at is not null then
    return invitation.pass_revoked_at;
  end if;
  perform private.retire_pass_token(invitation);
  update public.invitations set pass_revoked_at = now() where id = invitation.id;
  perform private.record_activity('invitation', invitation.id, invitation.contact_id, 'pass_revoked',
    jsonb_build_object('event_slug', invitation.event_slug),
    jsonb_build_object('event_slug', invitation.event_slug));
  return now();
end
$$;
revoke all on function private.revoke_pass(uuid) from public, anon;
grant execute on function private.revoke_pass(uuid) to authenticated;

create function private.reissue_pass(p_invitation_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations := private.invitation_for_pass_action(p_invitation_id);
begin
  if invitation.status <> 'confirmed' then
    raise exception using errcode = 'PT409',
      message = 'Only a confirmed guest is sent a pass: this guest is ' || invitation.status;
  end if;
  -- A working pass is retired first; a revoked one's token was never shown to anyone.
  if invitation.pass_revoked_at is null then
    perform private.retire_pass_token(invitation);
  end if;
  update public.invitations
     set pass_token = private.new_pass_token(), pass_revoked_at = null,
         calendar_sequence = calendar_sequence + 1, round = round + 1
   where id = invitation.id;
  perform private.enqueue_after_insert_job('send-invitation', invitation.id);
  perform private.record_activity('invitation', invitation.id, invitation.contact_id, 'pass_reissued',
    jsonb_build_object('event_slug', invitation.event_slug),
    jsonb_build_object('event_slug', invitation.event_slug));
end
$$;
revoke all on function private.reissue_pass(uuid) from public, anon;
grant execute on function private.reissue_pass(uuid) to authenticated;

create function public.revoke_pass(invitation_id uuid) returns timestamptz
language sql security invoker set search_path = ''
as $$ select private.revoke_pass(invitation_id) $$;
comment on function public.revoke_pass(uuid) is
  'Staff revoke a guest''s door pass: the door refuses it and its page says it is no longer valid. Returns when.';
revoke all on function public.revoke_pass(uuid) from public, anon;
grant execute on function public.revoke_pass(uuid) to authenticated;

create function public.reissue_pass(invitation_id uuid) returns void
language sql security invoker set search_path = ''
as $$ select private.reissue_pass(invitation_id) $$;
comment on function public.reissue_pass(uuid) is
  'Staff give a confirmed guest a new door pass (the old one stops working) and mail it to them.';
revoke all on function public.reissue_pass(uuid) from public, anon;
grant execute on function public.reissue_pass(uuid) to authenticated;

/*
 * door_pass_invitation of 20251126013000_door_check_in.sql: a revoked pass of this event is
 * refused with its own error (PT410, the guest's name in detail), so the door says "revoked"
 * rather than "not a pass for this event".
 */
create or replace function private.door_pass_invitation(event_slug text, token text) returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  revoked record;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can read passes';
  end if;
  select i.guest_name, r.revoked_at into revoked
    from private.revoked_passes r
    join public.invitations i on i.id = r.invitation_id
   where r.token = door_pass_invitation.token and i.event_slug = door_pass_invitation.event_slug;
  if found then
    raise exception using errcode = 'PT410', message = 'This pass was revoked',
      detail = revoked.guest_name;
  end if;
  return (select i.id from public.invitations i
           where i.pass_token = door_pass_invitation.token and i.pass_revoked_at is null
             and i.event_slug = door_pass_invitation.event_slug);
end
$$;

/* The pass page of a revoked token: in the guest's language, that it is no longer valid. */
create function private.revoked_pass(token text)
returns table (event_slug text, language public.guest_language)
language sql
stable
security definer
set search_path = ''
as $$
  select i.event_slug, i.language
    from private.revoked_passes r
    join public.invitations i on i.id = r.invitation_id
   where r.token = revoked_pass.token
$$;
revoke all on function private.revoked_pass(text) from public;
grant execute on function private.revoked_pass(text) to anon, authenticated, service_role;

create function public.revoked_pass(token text)
returns table (event_slug text, language public.guest_language)
language sql stable security invoker set search_path = ''
as $$ select * from private.revoked_pass(token) $$;
comment on function public.revoked_pass(text) is
  'The pass page''s second read: the event and language of a pass staff revoked, or no row.';
revoke all on function public.revoked_pass(text) from public;
grant execute on function public.revoked_pass(text) to anon, authenticated, service_role;
