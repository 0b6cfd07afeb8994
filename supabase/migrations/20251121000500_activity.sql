/*
 * activity: the append-only audit trail the contact Timeline reads. Only triggers write it
 * (stage moves, heat changes, request status decisions, checklist completions), recording
 * who, when, what, and the value before and after. Nobody may change or delete a row.
 */
create table public.activity (
  id uuid primary key default gen_random_uuid(),
  occurred_at timestamptz not null default now(),
  -- The signed-in user who made the change (null for the service role or a maintenance script).
  actor_id uuid,
  -- Their e-mail at the time, so the Timeline needs no join and survives account deletion.
  actor_email text,
  -- contact, company, membership_request, event_request, contact_message or checklist_item.
  entity_type text not null check (entity_type in
    ('contact', 'company', 'membership_request', 'event_request', 'contact_message', 'checklist_item')),
  entity_id uuid not null,
  -- The contact the entry belongs to, for the Timeline (no foreign key: the trail outlives the contact).
  contact_id uuid,
  action text not null check (action in
    ('stage_changed', 'heat_changed', 'status_changed', 'checklist_completed', 'checklist_reopened')),
  before jsonb,
  after jsonb
);

comment on table public.activity is 'Append-only audit trail written by triggers; the contact Timeline reads it.';

create index activity_contact_idx on public.activity (contact_id, occurred_at desc);
create index activity_entity_idx on public.activity (entity_type, entity_id, occurred_at desc);

revoke all on table public.activity from anon, authenticated, service_role;
grant select on table public.activity to authenticated, service_role;

alter table public.activity enable row level security;

create policy "Staff can read the activity trail."
  on public.activity for select
  to authenticated
  using ((select private.is_staff()));

/*
 * Append-only, even for the table owner and the service role.
 */
create function private.forbid_activity_changes() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'activity is append-only';
end
$$;

create trigger activity_is_append_only
  before update or delete on public.activity
  for each row execute function private.forbid_activity_changes();

/*
 * The one writer of the trail. Security definer: the staff member's role has no INSERT on it.
 */
create function private.record_activity(
  p_entity_type text, p_entity_id uuid, p_contact_id uuid, p_action text, p_before jsonb, p_after jsonb
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  insert into public.activity (actor_id, actor_email, entity_type, entity_id, contact_id, action, before, after)
  values (
    uid,
    coalesce((select p.email from public.profiles p where p.id = uid), (select auth.email())),
    p_entity_type, p_entity_id, p_contact_id, p_action, p_before, p_after
  );
end
$$;

revoke all on function private.record_activity(text, uuid, uuid, text, jsonb, jsonb) from public;

/*
 * Contacts: a stage move or a heat change.
 */
create function private.audit_contact_changes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.stage is distinct from old.stage then
    perform private.record_activity('contact', new.id, new.id, 'stage_changed',
      jsonb_build_object('stage', old.stage), jsonb_build_object('stage', new.stage));
  end if;
  if new.heat_rating is distinct from old.heat_rating then
    perform private.record_activity('contact', new.id, new.id, 'heat_changed',
      jsonb_build_object('heat_rating', old.heat_rating), jsonb_build_object('heat_rating', new.heat_rating));
  end if;
  return null;
end
$$;

create trigger contacts_audit
  after update of stage, heat_rating on public.contacts
  for each row execute function private.audit_contact_changes();

/*
 * Companies: a stage move.
 */
create function private.audit_company_changes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.stage is distinct from old.stage then
    perform private.record_activity('company', new.id, null, 'stage_changed',
      jsonb_build_object('stage', old.stage), jsonb_build_object('stage', new.stage));
  end if;
  return null;
end
$$;

create trigger companies_audit
  after update of stage on public.companies
  for each row execute function private.audit_company_changes();

/*
 * Requests: a status decision (approve, waitlist, reject, move to pipeline, account outcome).
 * The contact link is the contact that came from this request, if there is one yet.
 */
create function private.audit_request_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  entity text := case tg_table_name
    when 'membership_requests' then 'membership_request'
    when 'event_requests' then 'event_request'
    else 'contact_message'
  end;
begin
  if new.request_status is distinct from old.request_status then
    perform private.record_activity(entity, new.id,
      (select c.id from public.contacts c where lower(c.email) = lower(new.email)),
      'status_changed',
      jsonb_build_object('request_status', old.request_status),
      jsonb_build_object('request_status', new.request_status));
  end if;
  return null;
end
$$;

create trigger membership_requests_audit
  after update of request_status on public.membership_requests
  for each row execute function private.audit_request_status();

create trigger event_requests_audit
  after update of request_status on public.event_requests
  for each row execute function private.audit_request_status();

create trigger contact_messages_audit
  after update of request_status on public.contact_messages
  for each row execute function private.audit_request_status();

/*
 * Checklist items: ticked off or reopened (the Timeline can un-complete an item).
 */
create function private.audit_checklist_completion() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.completed is distinct from old.completed then
    perform private.record_activity('checklist_item', new.id, new.contact_id,
      case when new.completed then 'checklist_completed' else 'checklist_reopened' end,
      jsonb_build_object('completed', old.completed, 'item_text', old.item_text, 'stage', old.stage),
      jsonb_build_object('completed', new.completed, 'item_text', new.item_text, 'stage', new.stage));
  end if;
  return null;
end
$$;

create trigger checklist_items_audit
  after update of completed on public.checklist_items
  for each row execute function private.audit_checklist_completion();
