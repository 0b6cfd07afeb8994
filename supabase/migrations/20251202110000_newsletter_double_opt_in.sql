/*
 * Newsletter double opt-in (issue 41, item 7; docs/behaviour/submissions.md#newsletter). The
 * form's box was taken as consent, so anyone could subscribe anyone, and could subscribe again
 * an address whose owner had unsubscribed or been erased. Now the form only asks: it stores a
 * pending sign-up and queues a mail whose link, once its owner presses the button, gives the
 * consent, creates or marks the contact subscribed and, for an unsubscribed or erased address,
 * is the one way back.
 *
 * The form takes the same path for every address: one sign-up row and one job (under the
 * per-mailbox cap of 20251202100000_unsolicited_mail_cap.sql), no read of contacts or consents,
 * so neither its rows nor its time tell a known address from an unknown one.
 *
 * Personal data added here (for the erasure list): newsletter_signups.email, .contact_id.
 */

/* How long a confirmation link works; unconfirmed sign-ups are deleted once it has expired. */
create function private.newsletter_link_lifetime() returns interval
language sql
immutable
set search_path = ''
as $$ select interval '7 days' $$;

create table public.newsletter_signups (
  id uuid primary key default gen_random_uuid(),
  email public.email_address not null,
  -- The keyed hash of the address (private.address_hash): erasure finds pending sign-ups by it.
  address_hash bytea not null check (octet_length(address_hash) = 32),
  first_name text not null check (char_length(first_name) between 1 and 100),
  last_name text not null default '' check (char_length(last_name) <= 100),
  phone text check (char_length(phone) <= 40),
  locale public.site_locale not null default 'en',
  notice_version public.notice_version,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + private.newsletter_link_lifetime(),
  confirmed_at timestamptz,
  -- The contact the confirmation created or marked subscribed.
  contact_id uuid
);
comment on table public.newsletter_signups is
  'Newsletter sign-ups: unconfirmed until the address''s owner presses the mailed link''s button. Staff read.';
create index newsletter_signups_email_idx on public.newsletter_signups (lower(email));
create index newsletter_signups_hash_idx on public.newsletter_signups (address_hash);
create index newsletter_signups_expiry_idx on public.newsletter_signups (expires_at) where confirmed_at is null;

revoke all on table public.newsletter_signups from anon, authenticated, service_role;
grant select on table public.newsletter_signups to authenticated, service_role;
alter table public.newsletter_signups enable row level security;
create policy "Staff can read newsletter sign-ups."
  on public.newsletter_signups for select to authenticated using ((select private.is_staff()));
create policy "The service role can read newsletter sign-ups."
  on public.newsletter_signups for select to service_role using (true);

/* The link's token: only its digest, tied to its sign-up. */
create table private.newsletter_signup_tokens (
  token_digest bytea primary key,
  signup_id uuid not null references public.newsletter_signups (id) on delete cascade,
  used_at timestamptz
);
comment on table private.newsletter_signup_tokens is
  'Digests of the newsletter confirmation links'' tokens, each tied to its sign-up.';
create index newsletter_signup_tokens_signup_idx on private.newsletter_signup_tokens (signup_id);
revoke all on table private.newsletter_signup_tokens from public, anon, authenticated, service_role;

insert into private.personal_data_inventory (table_schema, table_name, column_name, finds_by, erased_by, exported, note) values
  ('public', 'newsletter_signups', 'email', 'email', 'delete', false,
   'Newsletter sign-ups awaiting or given confirmation; erased with the address''s suppression. The confirmed consent is exported with consents.'),
  ('public', 'newsletter_signups', 'contact_id', 'contact_id', 'delete', false,
   'The contact a confirmed sign-up made or marked subscribed.');

/* The confirmation mail is about the sign-up now, and the cap reads its address there. */
alter table private.unsolicited_mail_kinds drop constraint unsolicited_mail_kinds_source_table_check;
update private.unsolicited_mail_kinds set source_table = 'newsletter_signups'
 where kind = 'send-newsletter-confirmation';
alter table private.unsolicited_mail_kinds add constraint unsolicited_mail_kinds_source_table_check
  check (source_table in ('membership_requests', 'event_requests', 'newsletter_signups', 'privacy_requests'));

/* Once confirmed, the subscriber is welcomed: the first marketing mail, with its unsubscribe link. */
alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation',
  'send-newsletter-welcome',
  'create-approved-member', 'send-membership-status', 'send-event-status',
  'send-invitation', 'send-invitation-cancel', 'send-invitation-update', 'send-event-reminder',
  'send-privacy-verification', 'send-privacy-extension', 'send-personal-data-export',
  'send-event-follow-up', 'offer-freed-seat', 'run-retention', 'send-retention-summary'));

/* job_target of 20251201000100_event_changes_reach_guests.sql: the confirmation's row is a sign-up, the welcome's a contact. */
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
      (select to_jsonb(s) - 'address_hash' from public.newsletter_signups s where s.id = about)
    when job_kind = 'send-newsletter-welcome' then
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

/*
 * The form: checks what it is sent, then stores a sign-up and queues its link, the same rows for
 * every address. Expired unconfirmed sign-ups go first, so the table keeps none past their link.
 */
drop function public.subscribe_newsletter(text, text, text, boolean, text, text, text);
drop function private.subscribe_newsletter(text, text, text, boolean, text, text, text);

create function private.subscribe_newsletter(
  first_name text, last_name text, email text, marketing_consent boolean, notice_version text,
  phone text default null, locale text default 'en')
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
  new_id uuid;
begin
  if clean_first = '' or clean_email = '' then
    raise exception using errcode = '22023', message = 'Please fill in all fields';
  end if;
  if subscribe_newsletter.marketing_consent is not true then
    raise exception using errcode = '22023',
      message = 'Please tick the box to agree to receive the newsletter';
  end if;
  perform private.throttle_client('newsletter');
  delete from public.newsletter_signups s where s.confirmed_at is null and s.expires_at < now();
  -- The casts and the table's checks refuse a bad address, lengths, language or notice version.
  insert into public.newsletter_signups as s
    (email, address_hash, first_name, last_name, phone, locale, notice_version)
  values (clean_email::public.email_address, private.address_hash(clean_email), clean_first,
          clean_last, nullif(btrim(coalesce(subscribe_newsletter.phone, '')), ''),
          coalesce(subscribe_newsletter.locale, 'en')::public.site_locale,
          subscribe_newsletter.notice_version::public.notice_version)
  returning s.id into new_id;
  perform private.enqueue_after_insert_job('send-newsletter-confirmation', new_id);
end
$$;
comment on function private.subscribe_newsletter(text, text, text, boolean, text, text, text) is
  'Newsletter sign-up, run as the owner: stores an unconfirmed sign-up and queues its confirmation link, the same for every address. Called through public.subscribe_newsletter.';
revoke all on function private.subscribe_newsletter(text, text, text, boolean, text, text, text) from public;
grant execute on function private.subscribe_newsletter(text, text, text, boolean, text, text, text) to anon, authenticated, service_role;

create function public.subscribe_newsletter(
  first_name text, last_name text, email text, marketing_consent boolean, notice_version text,
  phone text default null, locale text default 'en')
returns void
language sql
security invoker
set search_path = ''
as $$ select private.subscribe_newsletter(first_name, last_name, email, marketing_consent, notice_version, phone, locale) $$;
comment on function public.subscribe_newsletter(text, text, text, boolean, text, text, text) is
  'Newsletter sign-up in the language of the page (en or ar): mails a confirmation link; consent counts once its owner confirms. Reveals nothing about existing rows.';
revoke all on function public.subscribe_newsletter(text, text, text, boolean, text, text, text) from public;
grant execute on function public.subscribe_newsletter(text, text, text, boolean, text, text, text) to anon, authenticated, service_role;

/* A token for the confirmation mail: 244 random bits as 64 hex digits (the job's function asks). */
create function public.issue_newsletter_signup_token(signup_id uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into private.newsletter_signup_tokens (token_digest, signup_id)
  values (sha256(convert_to(token, 'UTF8')), issue_newsletter_signup_token.signup_id);
  return token;
end
$$;
comment on function public.issue_newsletter_signup_token(uuid) is
  'A newsletter confirmation link token for a sign-up''s mail (service role only).';
revoke all on function public.issue_newsletter_signup_token(uuid) from public, anon, authenticated;
grant execute on function public.issue_newsletter_signup_token(uuid) to service_role;

/*
 * The link's POST (its GET only shows the button): confirmed, used (this sign-up was confirmed
 * before), expired or invalid. Confirming gives the newsletter consent under the sign-up's notice
 * and queues the welcome,
 * from the form 'newsletter' by the person (method form: it lifts an unsubscribe or an erasure,
 * which staff and imports cannot), and creates the contact or marks a known one subscribed,
 * leaving staff a note when the details differ, as the form did before.
 */
create function private.confirm_newsletter_signup(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  signup public.newsletter_signups%rowtype;
  found_contact public.contacts%rowtype;
  note text;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return 'invalid';
  end if;
  select s.* into signup
    from private.newsletter_signup_tokens t join public.newsletter_signups s on s.id = t.signup_id
   where t.token_digest = sha256(convert_to(token, 'UTF8'))
   for update of s;
  if not found then
    return 'invalid';
  end if;
  if signup.confirmed_at is not null then
    return 'used';
  end if;
  if signup.expires_at <= now() then
    return 'expired';
  end if;

  insert into public.contacts as c (first_name, last_name, email, phone, source, stage, newsletter_subscribed_at, locale)
  values (signup.first_name, signup.last_name, signup.email, signup.phone, 'newsletter', 'mql_lead', now(), signup.locale)
  on conflict ((lower(email))) do nothing
  returning c.* into found_contact;
  if found_contact.id is null then
    select * into found_contact from public.contacts c where lower(c.email) = lower(signup.email) for update;
    -- A first subscription takes the language it was made in.
    update public.contacts c set newsletter_subscribed_at = now(), locale = signup.locale
     where c.id = found_contact.id and c.newsletter_subscribed_at is null;
    if found_contact.first_name is distinct from signup.first_name
       or found_contact.last_name is distinct from signup.last_name
       or (signup.phone is not null and found_contact.phone is distinct from signup.phone) then
      note := left(format(
        'Newsletter sign-up from the public site with different details: name %s%s. The contact was not changed.',
        btrim(signup.first_name || ' ' || signup.last_name),
        case when signup.phone is not null then format(', phone %s', signup.phone) else '' end), 5000);
      insert into public.contact_notes (contact_id, user_id, content)
      select found_contact.id, null, note
       where not exists (select 1 from public.contact_notes n
                          where n.contact_id = found_contact.id and n.user_id is null and n.content = note);
    end if;
  end if;
  if not public.marketing_allowed(found_contact.id) then
    perform private.record_consent(signup.email, found_contact.id, 'newsletter', signup.notice_version,
                                   'given', 'newsletter', found_contact.id);
    -- A contact is welcomed once, whatever happens after.
    perform private.enqueue_after_insert_job('send-newsletter-welcome', found_contact.id);
  end if;
  update public.newsletter_signups s set confirmed_at = now(), contact_id = found_contact.id
   where s.id = signup.id;
  update private.newsletter_signup_tokens t set used_at = now()
   where t.token_digest = sha256(convert_to(token, 'UTF8'));
  return 'confirmed';
end
$$;
comment on function private.confirm_newsletter_signup(text) is
  'Confirms a newsletter sign-up by its mailed token, run as the owner. Called through public.confirm_newsletter_signup.';
revoke all on function private.confirm_newsletter_signup(text) from public;
grant execute on function private.confirm_newsletter_signup(text) to anon, authenticated, service_role;

create function public.confirm_newsletter_signup(token text) returns text
language sql
security invoker
set search_path = ''
as $$ select private.confirm_newsletter_signup(token) $$;
comment on function public.confirm_newsletter_signup(text) is
  'The newsletter confirmation link''s button: confirmed, used, expired or invalid.';
revoke all on function public.confirm_newsletter_signup(text) from public;
grant execute on function public.confirm_newsletter_signup(text) to anon, authenticated, service_role;

/*
 * Erasure ends by suppressing the address's keyed hash (private.erase_personal_data); its pending
 * and confirmed sign-ups go with it, and their jobs. Before insert, so a second erasure of an
 * address already suppressed (on conflict do nothing) removes them too.
 */
create function private.erase_newsletter_signups() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.after_insert_jobs j
   where j.kind = 'send-newsletter-confirmation'
     and j.row_id in (select s.id from public.newsletter_signups s where s.address_hash = new.address_hash);
  delete from public.newsletter_signups s where s.address_hash = new.address_hash;
  return new;
end
$$;
revoke all on function private.erase_newsletter_signups() from public, anon, authenticated;
create trigger suppressed_addresses_erase_newsletter_signups
  before insert on public.suppressed_addresses
  for each row execute function private.erase_newsletter_signups();

/*
 * failed_jobs of 20251127030100_failed_privacy_jobs.sql: a failed newsletter confirmation names
 * its sign-up's address and name, a failed welcome its contact's.
 */
create or replace function public.failed_jobs()
returns table (
  id uuid, kind text, row_id uuid, detail text, attempts integer, last_error text,
  failed_at timestamptz, email text, name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select j.id, j.kind, j.row_id, j.detail, j.attempts, j.last_error,
         coalesce(j.finished_at, j.updated_at),
         coalesce(m.email, e.email, s.email, c.email, i.email,
                  case when j.kind in ('send-privacy-verification', 'send-privacy-extension')
                       then private.privacy_request_email(j.row_id) end)::text,
         coalesce(nullif(btrim(concat_ws(' ', m.first_name, m.last_name)), ''), e.name,
                  nullif(btrim(concat_ws(' ', s.first_name, s.last_name)), ''),
                  nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''), i.guest_name)
    from public.after_insert_jobs j
    left join public.membership_requests m on m.id = j.row_id
      and j.kind in ('push-to-make', 'send-network-confirmation', 'create-approved-member', 'send-membership-status')
    left join public.event_requests e on e.id = j.row_id
      and j.kind in ('send-event-confirmation', 'send-event-status')
    left join public.newsletter_signups s on s.id = j.row_id and j.kind = 'send-newsletter-confirmation'
    left join public.contacts c on c.id = j.row_id and j.kind = 'send-newsletter-welcome'
    left join public.invitations i on i.id = j.row_id
      and j.kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder')
   where j.status = 'failed'
   order by coalesce(j.finished_at, j.updated_at) desc, j.id
   limit 500
$$;
