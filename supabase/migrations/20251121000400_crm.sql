/*
 * The staff relationship-management data: companies, contacts on the pipeline, their
 * checklists, notes and attachments, and the consolidated view the All tab reads.
 * Staff only: members and visitors reach none of it (RLS below).
 */

/*
 * companies [formerly "leads"]: a company-level lead with its own stage.
 */
create table public.companies (
  id uuid primary key default gen_random_uuid(),
  company text not null check (char_length(btrim(company)) between 1 and 200),
  stage public.pipeline_stage not null default 'mql_lead',
  lead_type public.lead_type not null default 'other',
  industry public.industry_id,
  -- The staff member who added it.
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  last_contact_date timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.companies is 'Company-level leads (the spec''s "leads").';

create index companies_stage_idx on public.companies (stage);
create index companies_company_lower_idx on public.companies (lower(company));

create trigger companies_touch_updated_at
  before update on public.companies
  for each row execute function private.touch_updated_at();

/*
 * contacts: people on the pipeline. One per e-mail address, so the newsletter, a request moved
 * to the pipeline and a lead added by hand all land on the same person.
 */
create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null default '' check (char_length(last_name) <= 100),
  email public.email_address not null,
  phone text check (char_length(phone) <= 40),
  company text check (char_length(company) <= 200),
  company_id uuid references public.companies (id) on delete set null,
  title text check (char_length(title) <= 100),
  industry public.industry_id,
  lead_type public.lead_type not null default 'other',
  stage public.pipeline_stage not null default 'mql_lead',
  heat_rating smallint not null default 0 check (heat_rating between 0 and 5),
  -- The target the staff sets for this contact ("goal" in the dialog).
  goal text check (char_length(goal) <= 500),
  source public.contact_source not null default 'manual',
  -- The request a contact came from (membership or event request id), when it came from one.
  source_id uuid,
  linkedin_url text check (char_length(linkedin_url) <= 500),
  -- The staff member who added it.
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  -- Set by send-newsletter-confirmation: a confirmation goes out once, for a fresh row only.
  confirmation_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.contacts is 'CRM people: stage, lead type, industry, heat rating, goal and source.';

create unique index contacts_email_lower_key on public.contacts (lower(email));
create index contacts_stage_heat_idx on public.contacts (stage, heat_rating desc);
create index contacts_created_idx on public.contacts (created_at desc);
create index contacts_lead_type_idx on public.contacts (lead_type);
create index contacts_industry_idx on public.contacts (industry);
create index contacts_source_idx on public.contacts (source, source_id);
create index contacts_company_id_idx on public.contacts (company_id);

create trigger contacts_touch_updated_at
  before update on public.contacts
  for each row execute function private.touch_updated_at();

/*
 * checklist_items: per-stage to-do lists. contact_id null = the stage's default template,
 * which the CRM copies to a contact when it is opened.
 */
create table public.checklist_items (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid references public.contacts (id) on delete cascade,
  stage public.pipeline_stage not null,
  item_text text not null check (char_length(btrim(item_text)) between 1 and 300),
  position integer not null default 0,
  completed boolean not null default false,
  completed_at timestamptz,
  completed_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  -- A template is never ticked off.
  constraint checklist_templates_are_not_completed check (contact_id is not null or not completed)
);

comment on table public.checklist_items is 'Stage checklists; contact_id null marks the default template for a stage.';

create unique index checklist_items_template_key on public.checklist_items (stage, item_text) where contact_id is null;
create unique index checklist_items_contact_key on public.checklist_items (contact_id, stage, item_text)
  where contact_id is not null;
create index checklist_items_contact_stage_idx on public.checklist_items (contact_id, stage);
create index checklist_items_completed_by_idx on public.checklist_items (completed_by);

/*
 * Completion stamps come from the database, not the client: ticking an item records when
 * and who (the caller); un-ticking clears both.
 */
create function private.stamp_checklist_completion() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.completed and (tg_op = 'INSERT' or not old.completed) then
    new.completed_at := coalesce(new.completed_at, now());
    new.completed_by := coalesce(new.completed_by, (select auth.uid()));
  elsif not new.completed then
    new.completed_at := null;
    new.completed_by := null;
  end if;
  return new;
end
$$;

create trigger checklist_items_stamp_completion
  before insert or update of completed on public.checklist_items
  for each row execute function private.stamp_checklist_completion();

/*
 * contact_notes: free-text notes on a contact, with their author (embedded as a profile).
 */
create table public.contact_notes (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null references public.contacts (id) on delete cascade,
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  content text not null check (char_length(btrim(content)) between 1 and 5000),
  created_at timestamptz not null default now()
);

comment on table public.contact_notes is 'Staff notes on a contact.';

create index contact_notes_contact_created_idx on public.contact_notes (contact_id, created_at desc);
create index contact_notes_user_idx on public.contact_notes (user_id);

/*
 * contact_attachments: a file in the private contact_attachments bucket, or a link
 * (external_url, with a placeholder file_path and filename).
 */
create table public.contact_attachments (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null references public.contacts (id) on delete cascade,
  filename text not null check (char_length(btrim(filename)) between 1 and 255),
  file_path text not null check (char_length(file_path) between 1 and 1024),
  content_type text check (char_length(content_type) <= 255),
  size bigint check (size between 0 and 52428800),
  uploaded_by uuid default auth.uid() references public.profiles (id) on delete set null,
  external_url text check (char_length(external_url) <= 2000 and external_url ~* '^https?://'),
  created_at timestamptz not null default now()
);

comment on table public.contact_attachments is 'Files (in Storage) and links attached to a contact.';

create index contact_attachments_contact_idx on public.contact_attachments (contact_id, created_at desc);
create index contact_attachments_uploaded_by_idx on public.contact_attachments (uploaded_by);

/*
 * consolidated_leads: contacts with whether the person has an account and when they last
 * signed in (matched by e-mail). security_invoker, so it shows staff everything and others nothing.
 */
create view public.consolidated_leads with (security_invoker = on) as
  select
    c.*,
    (p.id is not null) as has_account,
    p.last_sign_in_at as last_login
  from public.contacts c
  left join public.profiles p on lower(p.email) = lower(c.email);

/*
 * Grants and row-level security: staff (authenticated + profiles.role = 'staff') may do
 * everything; every other API role gets nothing.
 */
revoke all on table public.companies, public.contacts, public.checklist_items, public.contact_notes,
  public.contact_attachments, public.consolidated_leads from anon, authenticated;
grant select, insert, update, delete on table public.companies, public.contacts, public.checklist_items,
  public.contact_notes, public.contact_attachments to authenticated;
grant select on table public.consolidated_leads to authenticated;
grant all on table public.companies, public.contacts, public.checklist_items, public.contact_notes,
  public.contact_attachments to service_role;
grant select on table public.consolidated_leads to service_role;

alter table public.companies enable row level security;
alter table public.contacts enable row level security;
alter table public.checklist_items enable row level security;
alter table public.contact_notes enable row level security;
alter table public.contact_attachments enable row level security;

create policy "Staff can read companies." on public.companies for select
  to authenticated using ((select private.is_staff()));
create policy "Staff can add companies." on public.companies for insert
  to authenticated with check ((select private.is_staff()));
create policy "Staff can update companies." on public.companies for update
  to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can delete companies." on public.companies for delete
  to authenticated using ((select private.is_staff()));

create policy "Staff can read contacts." on public.contacts for select
  to authenticated using ((select private.is_staff()));
create policy "Staff can add contacts." on public.contacts for insert
  to authenticated with check ((select private.is_staff()));
create policy "Staff can update contacts." on public.contacts for update
  to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can delete contacts." on public.contacts for delete
  to authenticated using ((select private.is_staff()));

create policy "Staff can read checklist items." on public.checklist_items for select
  to authenticated using ((select private.is_staff()));
create policy "Staff can add checklist items." on public.checklist_items for insert
  to authenticated with check ((select private.is_staff()));
create policy "Staff can update checklist items." on public.checklist_items for update
  to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can delete checklist items." on public.checklist_items for delete
  to authenticated using ((select private.is_staff()));

create policy "Staff can read contact notes." on public.contact_notes for select
  to authenticated using ((select private.is_staff()));
create policy "Staff can add contact notes." on public.contact_notes for insert
  to authenticated with check ((select private.is_staff()));
create policy "Staff can update contact notes." on public.contact_notes for update
  to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can delete contact notes." on public.contact_notes for delete
  to authenticated using ((select private.is_staff()));

create policy "Staff can read contact attachments." on public.contact_attachments for select
  to authenticated using ((select private.is_staff()));
create policy "Staff can add contact attachments." on public.contact_attachments for insert
  to authenticated with check ((select private.is_staff()));
create policy "Staff can update contact attachments." on public.contact_attachments for update
  to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can delete contact attachments." on public.contact_attachments for delete
  to authenticated using ((select private.is_staff()));
