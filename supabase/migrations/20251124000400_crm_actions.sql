/*
 * The staff app's multi-row changes, each one transaction, and the checklist copy that the
 * database (not two racing browsers) makes when a contact enters a stage.
 * Security invoker throughout: RLS decides, so members and visitors can do none of it.
 */

/*
 * Copies the stage's default checklist (checklist_items with contact_id null) to a contact,
 * adding only the items it lacks by text. The unique index on (contact_id, stage, item_text)
 * makes concurrent calls harmless: the second one inserts nothing.
 */
create function public.sync_contact_checklist(p_contact_id uuid)
returns setof public.checklist_items
language plpgsql
set search_path = ''
as $$
declare
  contact_stage public.pipeline_stage;
begin
  select c.stage into contact_stage from public.contacts c where c.id = p_contact_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Could not find the contact ID';
  end if;
  insert into public.checklist_items (contact_id, stage, item_text, position)
  select p_contact_id, t.stage, t.item_text, t.position
    from public.checklist_items t
   where t.contact_id is null and t.stage = contact_stage
  on conflict (contact_id, stage, item_text) where contact_id is not null do nothing;
  return query
    select i.* from public.checklist_items i
     where i.contact_id = p_contact_id and i.stage = contact_stage
     order by i.position, i.created_at;
end
$$;

revoke all on function public.sync_contact_checklist(uuid) from public, anon;
grant execute on function public.sync_contact_checklist(uuid) to authenticated, service_role;

/*
 * A contact that is created or enters a stage gets that stage's checklist at once. Security
 * definer so the copy happens for whoever may write the contact (staff, or the service role
 * moving a request to the pipeline); it reads only the templates and writes only that contact.
 */
create function private.copy_stage_checklist() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.checklist_items (contact_id, stage, item_text, position)
  select new.id, t.stage, t.item_text, t.position
    from public.checklist_items t
   where t.contact_id is null and t.stage = new.stage
  on conflict (contact_id, stage, item_text) where contact_id is not null do nothing;
  return null;
end
$$;

revoke all on function private.copy_stage_checklist() from public;

create trigger contacts_copy_stage_checklist
  after insert or update of stage on public.contacts
  for each row execute function private.copy_stage_checklist();

-- Contacts that existed before this migration get their current stage's checklist too.
insert into public.checklist_items (contact_id, stage, item_text, position)
select c.id, t.stage, t.item_text, t.position
  from public.contacts c
  join public.checklist_items t on t.contact_id is null and t.stage = c.stage
on conflict (contact_id, stage, item_text) where contact_id is not null do nothing;

/*
 * Add Lead (docs/behaviour/staff-app.md#add-lead): the company, the contact in mql_lead and the
 * optional note, all or nothing. Returns the new contact's id. A taken e-mail fails the whole call
 * (unique index).
 */
create function public.add_lead(
  first_name text,
  last_name text,
  email text,
  company text,
  title text,
  lead_type public.lead_type default 'other',
  industry public.industry_id default 'technology',
  note text default null
) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  new_company_id uuid;
  new_contact_id uuid;
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'You must be logged in to add contacts';
  end if;
  insert into public.companies (company, stage, lead_type, industry)
  values (btrim(add_lead.company), 'mql_lead', add_lead.lead_type, add_lead.industry)
  returning id into new_company_id;

  insert into public.contacts (first_name, last_name, email, company, title, stage, company_id,
                               lead_type, industry, source)
  values (btrim(add_lead.first_name), btrim(add_lead.last_name), btrim(add_lead.email),
          btrim(add_lead.company), btrim(add_lead.title), 'mql_lead', new_company_id,
          add_lead.lead_type, add_lead.industry, 'manual')
  returning id into new_contact_id;

  if nullif(btrim(coalesce(add_lead.note, '')), '') is not null then
    insert into public.contact_notes (contact_id, content)
    values (new_contact_id, btrim(add_lead.note));
  end if;
  return new_contact_id;
exception
  when unique_violation then
    raise exception using errcode = '23505',
      message = format('A contact with the e-mail %s already exists', btrim(add_lead.email));
end
$$;

revoke all on function public.add_lead(text, text, text, text, text, public.lead_type,
  public.industry_id, text) from public, anon;
grant execute on function public.add_lead(text, text, text, text, text, public.lead_type,
  public.industry_id, text) to authenticated, service_role;

/*
 * The Timeline also shows notes and attachments being added or removed: the activity trail
 * records them, so the one history has every kind of change, each with who and when.
 */
alter table public.activity drop constraint activity_entity_type_check;
alter table public.activity add constraint activity_entity_type_check check (entity_type in
  ('contact', 'company', 'membership_request', 'event_request', 'contact_message', 'checklist_item',
   'contact_attachment'));
alter table public.activity drop constraint activity_action_check;
alter table public.activity add constraint activity_action_check check (action in
  ('stage_changed', 'heat_changed', 'status_changed', 'checklist_completed', 'checklist_reopened',
   'attachment_added', 'attachment_removed'));

create function private.audit_contact_attachments() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.record_activity('contact_attachment', new.id, new.contact_id, 'attachment_added',
      null, jsonb_build_object('filename', new.filename, 'external_url', new.external_url));
  elsif exists (select 1 from public.contacts c where c.id = old.contact_id) then
    -- Removed on its own (a contact being deleted takes its trail with it: nothing to record).
    perform private.record_activity('contact_attachment', old.id, old.contact_id, 'attachment_removed',
      jsonb_build_object('filename', old.filename, 'external_url', old.external_url), null);
  end if;
  return null;
end
$$;

create trigger contact_attachments_audit
  after insert or delete on public.contact_attachments
  for each row execute function private.audit_contact_attachments();
