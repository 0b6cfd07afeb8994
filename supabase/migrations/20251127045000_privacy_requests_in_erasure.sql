/*
 * The two privacy slices together: 20251127030000_privacy_requests.sql and
 * 20251127040000_personal_data_erasure.sql each redefined the audit actions and the job kinds;
 * these are both lists. And people's privacy requests join export and erasure: the export lists
 * them; erasure keeps each request (kind, dates, status, outcome: the record that it was answered)
 * but clears its address and details, and drops the jobs about it (docs/privacy/export-and-erasure.md).
 */
alter domain public.audit_action drop constraint audit_action_check;
alter domain public.audit_action add constraint audit_action_check check (value in (
  'consent_given', 'consent_withdrawn',
  'privacy_request_verified', 'privacy_request_viewed', 'privacy_request_extended',
  'privacy_request_done', 'privacy_request_refused',
  'privacy_incident_recorded', 'privacy_incident_notified', 'privacy_incident_closed',
  'personal_data_exported', 'personal_data_erased'));

alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-event-reminder',
  'send-privacy-verification', 'send-privacy-extension', 'send-personal-data-export'));

-- An erased person's request keeps no address.
alter table public.privacy_requests alter column email drop not null;
comment on column public.privacy_requests.email is
  'The address the person gave (lower-case); null once the person was erased.';

-- clear: the columns are emptied and the row stays (it records something the law asks to prove).
alter table private.personal_data_inventory drop constraint personal_data_inventory_erased_by_check;
alter table private.personal_data_inventory add constraint personal_data_inventory_erased_by_check
  check (erased_by in ('delete', 'cascade', 'files', 'account', 'keep', 'clear'));
insert into private.personal_data_inventory (table_schema, table_name, column_name, finds_by, erased_by, exported, note) values
  ('public', 'privacy_requests', 'email', 'email', 'clear', true,
   'Privacy requests: address and details cleared; the request stays as the record that it was answered.');

/* personal_data_rows of 20251127040000_personal_data_erasure.sql, with the person's privacy requests. */
create or replace function private.personal_data_rows(address text) returns jsonb
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
    'profiles', (select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at), '[]') from public.profiles p where p.id = any(k.user_ids)),
    'privacy_requests', (select coalesce(jsonb_agg(to_jsonb(r) - 'handled_by' order by r.received_at), '[]') from public.privacy_requests r where lower(r.email) = address)
  );
end
$$;
revoke all on function private.personal_data_rows(text) from public, anon, authenticated;

/* Clears the address and details of the person's privacy requests and drops the jobs about them. */
create function private.forget_privacy_requests(p_email text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_address(p_email);
  n integer;
begin
  if not private.is_staff() and coalesce(auth.role(), '') <> 'service_role' then
    raise exception using errcode = '42501', message = 'Only staff can export or erase personal data';
  end if;
  delete from public.after_insert_jobs j
   where j.row_id in (select r.id from public.privacy_requests r where lower(r.email) = address);
  update public.privacy_requests r set email = null, details = null where lower(r.email) = address;
  get diagnostics n = row_count;
  return n;
end
$$;
revoke all on function private.forget_privacy_requests(text) from public, anon;
grant execute on function private.forget_privacy_requests(text) to authenticated, service_role;

/* erase_personal_data of 20251127040000_personal_data_erasure.sql, forgetting privacy requests too. */
create or replace function public.erase_personal_data(email text, privacy_request_id uuid default null, override boolean default false)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  result jsonb := private.erase_personal_data(email, privacy_request_id, override);
begin
  -- private.erase_personal_data has checked the caller is staff and the address is well formed.
  return jsonb_set(result, '{rows,privacy_requests}',
                   to_jsonb(private.forget_privacy_requests(email)));
end
$$;
