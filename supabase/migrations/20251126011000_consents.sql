/*
 * Consent is data (issue 27): one `consents` row each time a person gives or withdraws consent
 * for a purpose, under the privacy notice version the form was built with. Rows are written by
 * the database in the transaction that stores the form's row (the submission triggers below and
 * the newsletter RPC), never by a separate call from the browser. Every consent change also
 * writes an `audit_log` row; both tables are append-only, even for staff.
 *
 * Personal data added here (for the erasure list): consents.email, consents.contact_id.
 */

-- The purposes a person can agree to: one per public form.
create domain public.consent_purpose as text
  check (value in ('membership_application', 'event_invitation', 'newsletter', 'contact_reply'));
comment on domain public.consent_purpose is 'What a consent is for: one purpose per public form.';

create domain public.consent_status as text check (value in ('given', 'withdrawn'));
comment on domain public.consent_status is 'Whether a consent row gives or withdraws consent.';

-- How the consent reached us: a public form or link, a staff member, an import.
create domain public.consent_method as text check (value in ('form', 'staff', 'import'));
comment on domain public.consent_method is 'How a consent was recorded: form, staff entry or import.';

-- Which public form or link recorded it (null for staff entries and imports).
create domain public.consent_form as text
  check (value in ('join', 'event-request', 'newsletter', 'contact', 'unsubscribe-link'));
comment on domain public.consent_form is 'The public form or link that recorded a consent.';

-- The privacy notice's version as content/legal/privacy-policy.md states it ("3" or "3.1").
create domain public.notice_version as text
  check (value ~ '^[1-9][0-9]{0,5}(\.[0-9]{1,5})?$');
comment on domain public.notice_version is 'A privacy notice version, e.g. 3 or 3.1.';

create table public.consents (
  id uuid primary key default gen_random_uuid(),
  -- The person: the address they gave (stored lower-case) and, for newsletter consent, the contact.
  email public.email_address,
  -- No foreign key: the record outlives the contact, until erasure removes it.
  contact_id uuid,
  purpose public.consent_purpose not null,
  notice_version public.notice_version,
  status public.consent_status not null,
  recorded_at timestamptz not null default now(),
  method public.consent_method not null,
  form public.consent_form,
  -- The row the form stored (membership_requests, event_requests, contact_messages or contacts).
  source_id uuid,
  constraint consents_identify_a_person check (email is not null or contact_id is not null)
);

comment on table public.consents is
  'Each consent given or withdrawn: purpose, notice version, when, how and through which form. Append-only.';

create index consents_email_idx on public.consents (lower(email), purpose, recorded_at desc);
create index consents_contact_idx on public.consents (contact_id, purpose, recorded_at desc);

revoke all on table public.consents from anon, authenticated, service_role;
grant select on table public.consents to authenticated, service_role;
alter table public.consents enable row level security;

create policy "Staff can read consents."
  on public.consents for select
  to authenticated
  using ((select private.is_staff()));

create policy "The service role can read consents."
  on public.consents for select
  to service_role
  using (true);

/*
 * audit_log: who did what to personal data, for the privacy records (issue 27). Only security
 * definer writers insert; nobody may change or delete a row (no grant, and a trigger for the
 * owner too). The detail names no personal data: ids and purposes only.
 */
create domain public.audit_action as text check (value in ('consent_given', 'consent_withdrawn'));
comment on domain public.audit_action is 'What an audit log entry records.';

create table public.audit_log (
  id uuid primary key default gen_random_uuid(),
  occurred_at timestamptz not null default now(),
  -- The signed-in user who acted (null for visitors, the service role and jobs).
  actor_id uuid,
  -- The database role that acted: anon, authenticated or service_role (or the owner).
  actor_role text not null check (char_length(actor_role) <= 64),
  action public.audit_action not null,
  subject_table text not null check (char_length(subject_table) <= 64),
  subject_id uuid not null,
  detail jsonb not null default '{}'::jsonb
);

comment on table public.audit_log is
  'Append-only record of consent changes (and later exports, erasures, privacy request views); staff read it.';

create index audit_log_occurred_idx on public.audit_log (occurred_at desc);
create index audit_log_subject_idx on public.audit_log (subject_table, subject_id);

revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;
alter table public.audit_log enable row level security;

create policy "Staff can read the audit log."
  on public.audit_log for select
  to authenticated
  using ((select private.is_staff()));

create policy "The service role can read the audit log."
  on public.audit_log for select
  to service_role
  using (true);

/* Append-only for everyone, the table owner included (the grants already refuse the API roles). */
create function private.forbid_append_only_changes() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = format('%s is append-only', tg_table_name);
end
$$;

create trigger audit_log_is_append_only
  before update or delete on public.audit_log
  for each row execute function private.forbid_append_only_changes();

create trigger consents_are_append_only
  before update on public.consents
  for each row execute function private.forbid_append_only_changes();

/* Every consent row leaves an audit entry, in its own transaction. */
create function private.audit_consent() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.audit_log (actor_id, actor_role, action, subject_table, subject_id, detail)
  values (
    auth.uid(),
    coalesce(nullif(auth.role(), ''), current_user),
    case new.status when 'given' then 'consent_given' else 'consent_withdrawn' end,
    'consents',
    new.id,
    jsonb_build_object('purpose', new.purpose, 'method', new.method, 'form', new.form,
                       'notice_version', new.notice_version));
  return null;
end
$$;
revoke all on function private.audit_consent() from public;

create trigger consents_audit
  after insert on public.consents
  for each row execute function private.audit_consent();

/* How the current caller records consent: staff in the CRM, the service role as an import. */
create function private.consent_method_of_caller() returns text
language sql
stable
set search_path = ''
as $$
  select case
    when auth.role() = 'service_role' then 'import'
    when auth.role() = 'authenticated' and private.is_staff() then 'staff'
    when auth.role() in ('anon', 'authenticated') then 'form'
    else 'import'
  end
$$;
revoke all on function private.consent_method_of_caller() from public;

/* The one writer of consent rows. Security definer: visitors cannot insert consents themselves. */
create function private.record_consent(
  p_email text, p_contact_id uuid, p_purpose text, p_notice_version text, p_status text,
  p_form text, p_source_id uuid
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  how text := private.consent_method_of_caller();
begin
  insert into public.consents (email, contact_id, purpose, notice_version, status, method, form, source_id)
  values (lower(btrim(p_email)), p_contact_id, p_purpose, p_notice_version, p_status, how,
          case when how = 'form' then p_form end, p_source_id);
end
$$;
revoke all on function private.record_consent(text, uuid, text, text, text, text, uuid) from public, anon, authenticated;

/*
 * The public forms send the notice version they were built with. Membership, invitation and
 * contact requests rest on the request itself (docs/behaviour/submissions.md#consent), so storing
 * the row records its consent.
 */
alter table public.membership_requests add column privacy_notice_version public.notice_version;
alter table public.event_requests add column privacy_notice_version public.notice_version;
alter table public.contact_messages add column privacy_notice_version public.notice_version;

-- Visitors may write it, like the other columns a form sends (20251121000300_public_submissions.sql).
grant insert (privacy_notice_version)
  on table public.membership_requests, public.event_requests, public.contact_messages
  to anon, authenticated;

comment on column public.membership_requests.privacy_notice_version is
  'The privacy notice version the join form was built with; its consent row keeps it too.';
comment on column public.event_requests.privacy_notice_version is
  'The privacy notice version the invitation form was built with; its consent row keeps it too.';
comment on column public.contact_messages.privacy_notice_version is
  'The privacy notice version the contact form was built with; its consent row keeps it too.';

create function private.record_submission_consent() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_consent(
    new.email, null, tg_argv[0], new.privacy_notice_version, 'given', tg_argv[1], new.id);
  return null;
end
$$;
revoke all on function private.record_submission_consent() from public;

create trigger membership_requests_record_consent
  after insert on public.membership_requests
  for each row execute function private.record_submission_consent('membership_application', 'join');
create trigger event_requests_record_consent
  after insert on public.event_requests
  for each row execute function private.record_submission_consent('event_invitation', 'event-request');
create trigger contact_messages_record_consent
  after insert on public.contact_messages
  for each row execute function private.record_submission_consent('contact_reply', 'contact');

/*
 * The newsletter sign-up now needs its own consent (the form's unticked box, sent as
 * marketing_consent) and the notice version; each sign-up records a consent row. The rest is the
 * sign-up of 20251126006000_visitor_confirmation_jobs.sql. The arguments change, so both the
 * private body and the public entry point are replaced.
 */
drop function public.subscribe_newsletter(text, text, text, text);
drop function private.subscribe_newsletter(text, text, text, text);

create function private.subscribe_newsletter(
  first_name text, last_name text, email text, marketing_consent boolean, notice_version text,
  phone text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  clean_first text := btrim(coalesce(subscribe_newsletter.first_name, ''));
  clean_last text := btrim(coalesce(subscribe_newsletter.last_name, ''));
  clean_email text := btrim(coalesce(subscribe_newsletter.email, ''));
  clean_phone text := nullif(btrim(coalesce(subscribe_newsletter.phone, '')), '');
  version public.notice_version := subscribe_newsletter.notice_version;
  existing public.contacts%rowtype;
  new_id uuid;
  note text;
begin
  if clean_first = '' or clean_email = '' then
    raise exception using errcode = '22023', message = 'Please fill in all fields';
  end if;
  if subscribe_newsletter.marketing_consent is not true then
    raise exception using errcode = '22023',
      message = 'Please tick the box to agree to receive the newsletter';
  end if;
  perform private.throttle_client('newsletter');
  -- The casts apply the same checks as the table (e-mail format, lengths), with their messages.
  insert into public.contacts as c (first_name, last_name, email, phone, source, stage, newsletter_subscribed_at)
  values (clean_first, clean_last, clean_email::public.email_address, clean_phone, 'newsletter', 'mql_lead', now())
  on conflict ((lower(email))) do nothing
  returning c.id into new_id;
  if new_id is not null then
    perform private.record_consent(clean_email, new_id, 'newsletter', version, 'given', 'newsletter', new_id);
    perform private.enqueue_after_insert_job('send-newsletter-confirmation', new_id);
    return;
  end if;

  -- Known address: only the subscription is recorded; the contact's own fields stay as they are.
  select * into existing from public.contacts c where lower(c.email) = lower(clean_email) for update;
  perform private.record_consent(clean_email, existing.id, 'newsletter', version, 'given', 'newsletter', existing.id);
  update public.contacts c set newsletter_subscribed_at = now()
   where c.id = existing.id and c.newsletter_subscribed_at is null;
  if found then
    -- A first subscription of a known contact is confirmed too; a repeated one is not.
    perform private.enqueue_after_insert_job('send-newsletter-confirmation', existing.id);
  end if;
  if existing.first_name is distinct from clean_first
     or existing.last_name is distinct from clean_last
     or (clean_phone is not null and existing.phone is distinct from clean_phone) then
    note := left(format(
      'Newsletter sign-up from the public site with different details: name %s%s. The contact was not changed.',
      btrim(clean_first || ' ' || clean_last),
      case when clean_phone is not null then format(', phone %s', clean_phone) else '' end), 5000);
    insert into public.contact_notes (contact_id, user_id, content)
    select existing.id, null, note
     where not exists (select 1 from public.contact_notes n
                        where n.contact_id = existing.id and n.user_id is null and n.content = note);
  end if;
end
$$;

comment on function private.subscribe_newsletter(text, text, text, boolean, text, text) is
  'Newsletter sign-up with marketing consent, run as the owner: creates a contact or marks a known one subscribed, never changing its fields. Called through public.subscribe_newsletter.';
revoke all on function private.subscribe_newsletter(text, text, text, boolean, text, text) from public;
grant execute on function private.subscribe_newsletter(text, text, text, boolean, text, text) to anon, authenticated, service_role;

create function public.subscribe_newsletter(
  first_name text, last_name text, email text, marketing_consent boolean, notice_version text,
  phone text default null)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.subscribe_newsletter(first_name, last_name, email, marketing_consent, notice_version, phone);
end
$$;

comment on function public.subscribe_newsletter(text, text, text, boolean, text, text) is
  'Newsletter sign-up with its own marketing consent: creates a contact or marks a known one subscribed, never changing its fields; reveals nothing about existing rows.';
revoke all on function public.subscribe_newsletter(text, text, text, boolean, text, text) from public;
grant execute on function public.subscribe_newsletter(text, text, text, boolean, text, text) to anon, authenticated, service_role;
