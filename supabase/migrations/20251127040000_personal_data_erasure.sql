/*
 * Export and erasure of one person (issue 27; docs/privacy/export-and-erasure.md). Three parts:
 * - private.personal_data_inventory: the ONE list of every table and column that holds a person,
 *   found by e-mail address or contact id. tests/integration/database/personal-data-inventory.test.ts
 *   reads the catalogue and fails when a table with an e-mail-like column or a contact_id is not here.
 * - erasure: private.erase_personal_data removes the person everywhere the inventory says and
 *   leaves only an HMAC-SHA256 of the normalised address (keyed by a per-database secret) on
 *   public.suppressed_addresses; files are removed by the erase-personal-data function.
 * - export: private.personal_data_export gathers the same rows for the export-personal-data function.
 *
 * Personal data added here (for the erasure list): personal_data_exports.email.
 */

/* Which column finds the person, and how erasure removes it. */
create table private.personal_data_inventory (
  table_schema text not null,
  table_name text not null,
  column_name text not null,
  -- email: the column holds the address; contact_id: a contacts id; request_id: a request's id;
  -- invitation_id: an invitations id; user_id: an auth user id; none: not a person (why in note).
  finds_by text not null check (finds_by in ('email', 'contact_id', 'request_id', 'invitation_id', 'user_id', 'none')),
  -- delete: rows deleted; cascade: removed with the row it references; files: its stored objects
  -- are removed too; account: the sign-in account is deleted; keep: not personal data (see note).
  erased_by text not null check (erased_by in ('delete', 'cascade', 'files', 'account', 'keep')),
  -- Whether the export lists this table's rows.
  exported boolean not null default true,
  note text not null,
  primary key (table_schema, table_name, column_name)
);
comment on table private.personal_data_inventory is
  'Every column that finds a person (e-mail or contact id): what export and erasure cover (docs/privacy/export-and-erasure.md).';
revoke all on table private.personal_data_inventory from public, anon, authenticated, service_role;

insert into private.personal_data_inventory (table_schema, table_name, column_name, finds_by, erased_by, exported, note) values
  ('public', 'contacts', 'email', 'email', 'delete', true, 'The CRM contact.'),
  ('public', 'membership_requests', 'email', 'email', 'delete', true, 'Join applications.'),
  ('public', 'event_requests', 'email', 'email', 'delete', true, 'Invitation requests.'),
  ('public', 'contact_messages', 'email', 'email', 'delete', true, 'Contact form messages.'),
  ('public', 'contact_notes', 'contact_id', 'contact_id', 'delete', true, 'Staff notes on the contact.'),
  ('public', 'checklist_items', 'contact_id', 'contact_id', 'delete', true, 'The contact''s checklist (templates have no contact).'),
  ('public', 'contact_attachments', 'contact_id', 'contact_id', 'files', true, 'Attached files: rows and their contact_attachments objects.'),
  ('public', 'activity', 'contact_id', 'contact_id', 'delete', true, 'The contact''s timeline, also found by entity_id.'),
  ('public', 'activity', 'actor_email', 'none', 'keep', false, 'The staff member who acted, not the person.'),
  ('public', 'consents', 'email', 'email', 'delete', true, 'Consent records by address.'),
  ('public', 'consents', 'contact_id', 'contact_id', 'delete', true, 'Consent records by contact.'),
  ('public', 'invitations', 'email', 'email', 'delete', true, 'Attendance: invitations and passes.'),
  ('public', 'invitations', 'contact_id', 'contact_id', 'delete', true, 'Attendance by contact.'),
  ('public', 'check_ins', 'invitation_id', 'invitation_id', 'cascade', true, 'Arrivals at the door, with their invitation.'),
  ('public', 'mail_outbox', 'to_address', 'email', 'delete', true, 'Mails sent to the person (and any naming the address).'),
  ('public', 'after_insert_jobs', 'row_id', 'request_id', 'delete', false, 'Pending and past jobs about the person''s rows.'),
  ('public', 'profiles', 'email', 'email', 'account', true, 'The sign-in profile, removed with the account.'),
  ('public', 'personal_data_exports', 'email', 'email', 'files', false, 'Export archives sent to the person, with their objects.'),
  ('public', 'audit_log', 'subject_id', 'none', 'keep', false, 'Ids and purposes only, never personal data; append-only.'),
  ('public', 'suppressed_addresses', 'address_hash', 'none', 'keep', false, 'The keyed hash that stops re-adding marketing consent.'),
  ('private', 'unsubscribe_tokens', 'contact_id', 'contact_id', 'delete', false, 'Digests of unsubscribe tokens.'),
  ('private', 'submission_log', 'client_address', 'none', 'keep', false, 'A network address for ten minutes, linked to no person.'),
  ('auth', 'users', 'email', 'email', 'account', false, 'The sign-in account, with its identities, sessions and sign-in links (foreign keys).'),
  ('auth', 'email_sends', 'address', 'email', 'delete', false, 'The embedded Auth''s send-interval log, when present.');

/* The secret key of the suppression hashes: random per database, never in the repository. */
create table private.privacy_secrets (
  name text primary key,
  secret bytea not null check (octet_length(secret) >= 32)
);
comment on table private.privacy_secrets is 'Server-side keys for privacy hashes; generated at migration time.';
revoke all on table private.privacy_secrets from public, anon, authenticated, service_role;
insert into private.privacy_secrets (name, secret)
values ('suppression', sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text
                                         || clock_timestamp()::text, 'UTF8'))
                       || sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')));

/* HMAC-SHA256 (RFC 2104) with the built-in sha256, so no extension is needed. */
create function private.hmac_sha256(key bytea, message bytea) returns bytea
language plpgsql
immutable
set search_path = ''
as $$
declare
  k bytea := case when octet_length(key) > 64 then sha256(key) else key end;
  inner_pad bytea := '\x'::bytea;
  outer_pad bytea := '\x'::bytea;
  b integer;
begin
  k := k || decode(repeat('00', 64 - octet_length(k)), 'hex');
  inner_pad := k;
  outer_pad := k;
  for i in 0..63 loop
    b := get_byte(k, i);
    inner_pad := set_byte(inner_pad, i, b # 54);
    outer_pad := set_byte(outer_pad, i, b # 92);
  end loop;
  return sha256(outer_pad || sha256(inner_pad || message));
end
$$;
revoke all on function private.hmac_sha256(bytea, bytea) from public, anon, authenticated;

/* The address as it is compared everywhere: trimmed, lower-case. */
create function private.normalised_address(address text) returns text
language sql
immutable
set search_path = ''
as $$ select lower(btrim(coalesce(address, ''))) $$;
revoke all on function private.normalised_address(text) from public, anon, authenticated;

create function private.address_hash(address text) returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  select private.hmac_sha256(s.secret, convert_to(private.normalised_address(address), 'UTF8'))
    from private.privacy_secrets s where s.name = 'suppression'
$$;
revoke all on function private.address_hash(text) from public, anon, authenticated;

/* The suppression list: erased addresses, as keyed hashes only. */
create table public.suppressed_addresses (
  id uuid primary key default gen_random_uuid(),
  address_hash bytea not null unique check (octet_length(address_hash) = 32),
  suppressed_at timestamptz not null default now()
);
comment on table public.suppressed_addresses is
  'Keyed hashes of erased addresses: marketing consent is not set for them by staff or imports. Staff read.';
revoke all on table public.suppressed_addresses from anon, authenticated, service_role;
grant select on table public.suppressed_addresses to authenticated, service_role;
alter table public.suppressed_addresses enable row level security;
create policy "Staff can read the suppression list."
  on public.suppressed_addresses for select to authenticated using ((select private.is_staff()));
create policy "The service role can read the suppression list."
  on public.suppressed_addresses for select to service_role using (true);

create function private.is_suppressed(address text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.suppressed_addresses s
                  where s.address_hash = private.address_hash(address))
$$;
revoke all on function private.is_suppressed(text) from public, anon, authenticated;

/*
 * Export archives: the object in the private personal_data_exports bucket and the address it was
 * mailed to (erasure removes both). Staff read; only the export function writes.
 */
create table public.personal_data_exports (
  id uuid primary key default gen_random_uuid(),
  email public.email_address not null,
  object_name text not null unique check (char_length(object_name) <= 300),
  privacy_request_id uuid,
  requested_by uuid default auth.uid(),
  created_at timestamptz not null default now()
);
comment on table public.personal_data_exports is
  'Each export archive made for a person: its object in the personal_data_exports bucket. Staff read.';
create index personal_data_exports_email_idx on public.personal_data_exports (lower(email));
revoke all on table public.personal_data_exports from anon, authenticated, service_role;
grant select on table public.personal_data_exports to authenticated, service_role;
alter table public.personal_data_exports enable row level security;
create policy "Staff can read export records."
  on public.personal_data_exports for select to authenticated using ((select private.is_staff()));
create policy "The service role can read export records."
  on public.personal_data_exports for select to service_role using (true);

-- Archives are reached only by the service role (signed links go to the person). One archive
-- holds every attached file (each up to 50 MB), so the bucket takes up to 500 MB per object.
insert into storage.buckets (id, name, public, file_size_limit)
values ('personal_data_exports', 'personal_data_exports', false, 524288000)
on conflict (id) do nothing;

/* The audit log records exports and erasures too (ids and counts, never personal data). */
alter domain public.audit_action drop constraint audit_action_check;
alter domain public.audit_action add constraint audit_action_check
  check (value in ('consent_given', 'consent_withdrawn', 'personal_data_exported', 'personal_data_erased'));

/* Erasure may delete timeline rows; everything else still may not change them. */
create or replace function private.forbid_activity_changes() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('privacy.erasing', true) = 'on' then
    return old;
  end if;
  raise exception using errcode = '42501', message = 'activity is append-only';
end
$$;

/*
 * Staff and imports cannot give marketing consent for an erased address; the person's own
 * newsletter sign-up (method form) can: the form is fresh consent.
 */
create function private.refuse_suppressed_marketing() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.purpose = 'newsletter' and new.status = 'given' and new.method <> 'form'
     and private.is_suppressed(coalesce(new.email,
           (select c.email from public.contacts c where c.id = new.contact_id))) then
    raise exception using errcode = '22023',
      message = 'This address was erased at the person''s request: only the person can subscribe it again, through the newsletter form';
  end if;
  return new;
end
$$;
revoke all on function private.refuse_suppressed_marketing() from public;
create trigger consents_refuse_suppressed_marketing
  before insert on public.consents
  for each row execute function private.refuse_suppressed_marketing();

create function private.refuse_suppressed_subscription() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.newsletter_subscribed_at is not null
     and (tg_op = 'INSERT' or old.newsletter_subscribed_at is null)
     and private.consent_method_of_caller() <> 'form'
     and private.is_suppressed(new.email) then
    raise exception using errcode = '22023',
      message = 'This address was erased at the person''s request: only the person can subscribe it again, through the newsletter form';
  end if;
  return new;
end
$$;
revoke all on function private.refuse_suppressed_subscription() from public;
create trigger contacts_refuse_suppressed_subscription
  before insert or update of newsletter_subscribed_at on public.contacts
  for each row execute function private.refuse_suppressed_subscription();

create function private.require_staff_address(p_email text) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_address(p_email);
begin
  if not private.is_staff() and coalesce(auth.role(), '') <> 'service_role' then
    raise exception using errcode = '42501', message = 'Only staff can export or erase personal data';
  end if;
  if address !~ '^[^@\s]+@[^@\s]+$' or char_length(address) > 320 then
    raise exception using errcode = '22023', message = 'Give the person''s e-mail address';
  end if;
  return address;
end
$$;
revoke all on function private.require_staff_address(text) from public, anon, authenticated;

/* Upcoming events the person is confirmed for: what refuses an erasure. */
create function private.erasure_blockers(p_email text)
returns table (guest_name text, event_slug text, starts_at timestamptz, time_zone text)
language sql
stable
security definer
set search_path = ''
as $$
  select i.guest_name, i.event_slug, i.starts_at, i.time_zone
    from public.invitations i
   where lower(i.email) = private.require_staff_address(p_email)
     and i.status = 'confirmed' and i.starts_at > now()
   order by i.starts_at
$$;
revoke all on function private.erasure_blockers(text) from public, anon;
grant execute on function private.erasure_blockers(text) to authenticated, service_role;

create function public.erasure_blockers(email text)
returns table (guest_name text, event_slug text, starts_at timestamptz, time_zone text)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.erasure_blockers(email) $$;
comment on function public.erasure_blockers(text) is
  'Upcoming events the address is confirmed for, which refuse its erasure unless overridden (staff only).';
revoke all on function public.erasure_blockers(text) from public, anon;
grant execute on function public.erasure_blockers(text) to authenticated, service_role;

/* The person's ids, as every inventory key finds them. */
create function private.person_keys(address text)
returns table (contact_ids uuid[], request_ids uuid[], invitation_ids uuid[], user_ids uuid[])
language sql
stable
security definer
set search_path = ''
as $$
  with contact as (
    select c.id from public.contacts c where lower(c.email) = address
    union select i.contact_id from public.invitations i where lower(i.email) = address and i.contact_id is not null
    union select k.contact_id from public.consents k where lower(k.email) = address and k.contact_id is not null
  ), request as (
    select id from public.membership_requests where lower(email) = address
    union select id from public.event_requests where lower(email) = address
    union select id from public.contact_messages where lower(email) = address
  ), invitation as (
    select i.id from public.invitations i
     where lower(i.email) = address or i.contact_id in (select id from contact)
  )
  select array(select id from contact), array(select id from request),
         array(select id from invitation),
         array(select u.id from auth.users u where lower(u.email) = address)
$$;
revoke all on function private.person_keys(text) from public, anon, authenticated;

/* Every row held about the address, table by table (the export's contents). */
create function private.personal_data_rows(address text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  k record;
begin
  select * into k from private.person_keys(address);
  return jsonb_build_object(
    'contacts', (select coalesce(jsonb_agg(to_jsonb(c) order by c.created_at), '[]') from public.contacts c where c.id = any(k.contact_ids)),
    'membership_requests', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at), '[]') from public.membership_requests r where r.id = any(k.request_ids)),
    'event_requests', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at), '[]') from public.event_requests r where r.id = any(k.request_ids)),
    'contact_messages', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at), '[]') from public.contact_messages r where r.id = any(k.request_ids)),
    'contact_notes', (select coalesce(jsonb_agg(to_jsonb(n) order by n.created_at), '[]') from public.contact_notes n where n.contact_id = any(k.contact_ids)),
    'checklist_items', (select coalesce(jsonb_agg(to_jsonb(n) order by n.stage, n.position), '[]') from public.checklist_items n where n.contact_id = any(k.contact_ids)),
    'activity', (select coalesce(jsonb_agg(to_jsonb(a) - 'actor_email' order by a.occurred_at), '[]') from public.activity a
                  where a.contact_id = any(k.contact_ids) or a.entity_id = any(k.contact_ids || k.request_ids)),
    'consents', (select coalesce(jsonb_agg(to_jsonb(n) order by n.recorded_at), '[]') from public.consents n
                  where lower(n.email) = address or n.contact_id = any(k.contact_ids)),
    'invitations', (select coalesce(jsonb_agg(to_jsonb(i) - 'pass_token' - 'calendar_uid' order by i.created_at), '[]') from public.invitations i where i.id = any(k.invitation_ids)),
    'check_ins', (select coalesce(jsonb_agg(to_jsonb(n) - 'checked_in_by' order by n.checked_in_at), '[]') from public.check_ins n where n.invitation_id = any(k.invitation_ids)),
    'mail_outbox', (select coalesce(jsonb_agg(to_jsonb(m) order by m.created_at), '[]') from public.mail_outbox m where lower(m.to_address) = address),
    'contact_attachments', (select coalesce(jsonb_agg(to_jsonb(n) order by n.created_at), '[]') from public.contact_attachments n where n.contact_id = any(k.contact_ids)),
    'profiles', (select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at), '[]') from public.profiles p where p.id = any(k.user_ids))
  );
end
$$;
revoke all on function private.personal_data_rows(text) from public, anon, authenticated;

/*
 * The export's data: every row and the stored files to pack, and an export record (the archive's
 * object name) with its audit row. The function packs and uploads the archive.
 */
create function private.personal_data_export(p_email text, p_privacy_request_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.require_staff_address(p_email);
  rows jsonb := private.personal_data_rows(address);
  export public.personal_data_exports%rowtype;
begin
  insert into public.personal_data_exports (email, object_name, privacy_request_id, requested_by)
  values (address, gen_random_uuid()::text || '.zip', p_privacy_request_id, auth.uid())
  returning * into export;
  insert into public.audit_log (actor_id, actor_role, action, subject_table, subject_id, detail)
  values (auth.uid(), coalesce(nullif(auth.role(), ''), current_user), 'personal_data_exported',
          'personal_data_exports', export.id,
          jsonb_build_object('privacy_request_id', p_privacy_request_id,
            'rows', (select jsonb_object_agg(key, jsonb_array_length(value)) from jsonb_each(rows))));
  return jsonb_build_object(
    'export_id', export.id,
    'email', address,
    'object_name', export.object_name,
    'tables', rows,
    'files', (select coalesce(jsonb_agg(jsonb_build_object(
                  'bucket', 'contact_attachments', 'name', a.file_path, 'filename', a.filename,
                  'content_type', a.content_type) order by a.created_at), '[]')
                from jsonb_array_elements(rows -> 'contact_attachments') e
                join public.contact_attachments a on a.id = (e ->> 'id')::uuid
               where a.external_url is null));
end
$$;
revoke all on function private.personal_data_export(text, uuid) from public, anon;
grant execute on function private.personal_data_export(text, uuid) to authenticated, service_role;

create function public.personal_data_export(email text, privacy_request_id uuid default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  return private.personal_data_export(email, privacy_request_id);
end
$$;
comment on function public.personal_data_export(text, uuid) is
  'Everything held about the address, for the export archive; records the export and its audit row (staff only).';
revoke all on function public.personal_data_export(text, uuid) from public, anon;
grant execute on function public.personal_data_export(text, uuid) to authenticated, service_role;

/*
 * Erasure, in one transaction: refuses while the person is confirmed for an upcoming event
 * (unless p_override), deletes every inventory row, removes the account, suppresses the address
 * and audits. Returns the stored objects for the erase-personal-data function to remove.
 */
create function private.erase_personal_data(p_email text, p_privacy_request_id uuid, p_override boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.require_staff_address(p_email);
  k record;
  blocker record;
  files jsonb;
  counts jsonb := '{}';
  n integer;
  hash bytea := private.address_hash(address);
  audit_id uuid;
  overridden text;
begin
  select * into blocker from private.erasure_blockers(address) limit 1;
  if found then
    if p_override is not true then
      raise exception using errcode = 'PT409',
        message = format('%s is confirmed for %s on %s', blocker.guest_name, blocker.event_slug,
                         to_char(blocker.starts_at at time zone blocker.time_zone, 'YYYY-MM-DD'));
    end if;
    overridden := blocker.event_slug;
  end if;
  select * into k from private.person_keys(address);
  if exists (select 1 from public.profiles p where p.id = any(k.user_ids) and p.role = 'staff') then
    raise exception using errcode = 'PT409',
      message = 'This address belongs to a staff account: remove its staff role before erasing it';
  end if;

  files := (
    select coalesce(jsonb_agg(jsonb_build_object('bucket', o.bucket_id, 'name', o.name)), '[]')
      from storage.objects o
     where (o.bucket_id = 'contact_attachments'
            and (o.name in (select a.file_path from public.contact_attachments a where a.contact_id = any(k.contact_ids))
                 or split_part(o.name, '/', 1) in (select unnest(k.contact_ids)::text)))
        or (o.bucket_id = 'personal_data_exports'
            and o.name in (select e.object_name from public.personal_data_exports e where lower(e.email) = address)));

  perform set_config('privacy.erasing', 'on', true);
  delete from public.after_insert_jobs j
   where j.row_id = any(k.contact_ids || k.request_ids || k.invitation_ids
                        || array(select e.id from public.personal_data_exports e where lower(e.email) = address));
  get diagnostics n = row_count; counts := counts || jsonb_build_object('after_insert_jobs', n);
  delete from public.mail_outbox m
   where lower(m.to_address) = address or strpos(lower(m.text_body), address) > 0
      or strpos(lower(coalesce(m.html_body, '')), address) > 0;
  get diagnostics n = row_count; counts := counts || jsonb_build_object('mail_outbox', n);
  delete from public.activity a
   where a.contact_id = any(k.contact_ids) or a.entity_id = any(k.contact_ids || k.request_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('activity', n);
  delete from public.check_ins c where c.invitation_id = any(k.invitation_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('check_ins', n);
  delete from public.invitations i where i.id = any(k.invitation_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('invitations', n);
  delete from public.consents c where lower(c.email) = address or c.contact_id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('consents', n);
  delete from private.unsubscribe_tokens t where t.contact_id = any(k.contact_ids);
  delete from public.contact_notes c where c.contact_id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('contact_notes', n);
  delete from public.checklist_items c where c.contact_id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('checklist_items', n);
  delete from public.contact_attachments c where c.contact_id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('contact_attachments', n);
  delete from public.contacts c where c.id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('contacts', n);
  delete from public.membership_requests r where r.id = any(k.request_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('membership_requests', n);
  delete from public.event_requests r where r.id = any(k.request_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('event_requests', n);
  delete from public.contact_messages r where r.id = any(k.request_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('contact_messages', n);
  delete from public.personal_data_exports e where lower(e.email) = address;
  get diagnostics n = row_count; counts := counts || jsonb_build_object('personal_data_exports', n);
  -- The account: profiles, identities, sessions and sign-in links go with it (foreign keys).
  delete from auth.users u where u.id = any(k.user_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('accounts', n);
  -- The embedded Auth's send-interval log is keyed by address (hosted Auth has no such table).
  if to_regclass('auth.email_sends') is not null then
    execute 'delete from auth.email_sends where lower(address) = $1' using address;
  end if;
  perform set_config('privacy.erasing', 'off', true);

  insert into public.suppressed_addresses (address_hash) values (hash) on conflict (address_hash) do nothing;
  insert into public.audit_log (actor_id, actor_role, action, subject_table, subject_id, detail)
  values (auth.uid(), coalesce(nullif(auth.role(), ''), current_user), 'personal_data_erased',
          'suppressed_addresses', coalesce(p_privacy_request_id, gen_random_uuid()),
          jsonb_build_object('privacy_request_id', p_privacy_request_id,
                             'override', overridden is not null,
                             'overridden_event', overridden,
                             'rows', counts, 'files', jsonb_array_length(files)))
  returning id into audit_id;
  return jsonb_build_object('audit_id', audit_id, 'rows', counts, 'files', files);
end
$$;
revoke all on function private.erase_personal_data(text, uuid, boolean) from public, anon;
grant execute on function private.erase_personal_data(text, uuid, boolean) to authenticated, service_role;

create function public.erase_personal_data(email text, privacy_request_id uuid default null, override boolean default false)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  return private.erase_personal_data(email, privacy_request_id, override);
end
$$;
comment on function public.erase_personal_data(text, uuid, boolean) is
  'Erases the address from every table (staff only); refused while it is confirmed for an upcoming event unless override. Returns the stored objects to remove.';
revoke all on function public.erase_personal_data(text, uuid, boolean) from public, anon;
grant execute on function public.erase_personal_data(text, uuid, boolean) to authenticated, service_role;

/*
 * The archive's link is mailed to the person by a job (the outbox of
 * 20251125000100_after_insert_jobs.sql), queued once the export function has stored the archive.
 */
alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-event-reminder', 'send-personal-data-export'));

create function private.queue_personal_data_export_mail(p_export_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() and coalesce(auth.role(), '') <> 'service_role' then
    raise exception using errcode = '42501', message = 'Only staff can export personal data';
  end if;
  if not exists (select 1 from public.personal_data_exports e where e.id = p_export_id) then
    raise exception using errcode = 'PT404', message = 'No such export';
  end if;
  perform private.enqueue_after_insert_job('send-personal-data-export', p_export_id);
end
$$;
revoke all on function private.queue_personal_data_export_mail(uuid) from public, anon;
grant execute on function private.queue_personal_data_export_mail(uuid) to authenticated, service_role;

create function public.queue_personal_data_export_mail(export_id uuid) returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.queue_personal_data_export_mail(export_id);
end
$$;
comment on function public.queue_personal_data_export_mail(uuid) is
  'Queues the mail that sends a stored export archive''s link to the person (staff only).';
revoke all on function public.queue_personal_data_export_mail(uuid) from public, anon;
grant execute on function public.queue_personal_data_export_mail(uuid) to authenticated, service_role;
