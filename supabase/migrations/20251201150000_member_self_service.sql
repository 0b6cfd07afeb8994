/*
 * Self-service for members (issue 41, item 6; docs/behaviour/member-account.md#your-data): a
 * member whose session proves their account's address (20251130010000_proven_addresses.sql) sees
 * what is held under it, corrects their name and company, changes their consents, downloads the
 * same export staff make and closes their account with the same erasure. A session that proves
 * nothing (an autoconfirmed sign-up with someone else's address) is refused by every one of them.
 *
 * The member's functions never take an address: each reads the caller's own, proven address.
 * Export and erasure run the staff code itself (private.personal_data_export,
 * private.erase_personal_data), which admits a non-staff caller only while a member function has
 * marked the transaction as acting for that caller's own proven address (privacy.self_service),
 * and never with an override: the refusal while an upcoming invitation is confirmed stays.
 */

/* The caller's own address, lower-cased, once their session proves it; otherwise refused. */
create function private.caller_proven_address() returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.caller_address_is_proven() then
    raise exception 'Confirm your e-mail address to see and change what is held under it.'
      using errcode = '42501', hint = 'address_not_proven';
  end if;
  return (select private.normalised_address(u.email) from auth.users u where u.id = (select auth.uid()));
end
$$;
revoke all on function private.caller_proven_address() from public, anon;
grant execute on function private.caller_proven_address() to authenticated;

/*
 * May the caller export or erase this address? Staff and the service role may; a member only for
 * their own proven address, and only inside a member function below (the transaction-local
 * privacy.self_service names the address; the API cannot set it).
 */
create function private.may_act_on_address(address text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_staff()
      or coalesce(auth.role(), '') = 'service_role'
      or (coalesce(current_setting('privacy.self_service', true), '') = address
          and address <> ''
          and private.caller_address_is_proven()
          and address = (select private.normalised_address(u.email) from auth.users u
                          where u.id = (select auth.uid())))
$$;
revoke all on function private.may_act_on_address(text) from public, anon, authenticated;

/* require_staff_address of 20251127040000_personal_data_erasure.sql, admitting the member's own. */
create or replace function private.require_staff_address(p_email text) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_address(p_email);
begin
  if not private.may_act_on_address(address) then
    raise exception using errcode = '42501', message = 'Only staff can export or erase personal data';
  end if;
  if address !~ '^[^@\s]+@[^@\s]+$' or char_length(address) > 320 then
    raise exception using errcode = '22023', message = 'Give the person''s e-mail address';
  end if;
  return address;
end
$$;

/* forget_privacy_requests of 20251127045000_privacy_requests_in_erasure.sql, likewise. */
create or replace function private.forget_privacy_requests(p_email text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.normalised_address(p_email);
  n integer;
begin
  if not private.may_act_on_address(address) then
    raise exception using errcode = '42501', message = 'Only staff can export or erase personal data';
  end if;
  delete from public.after_insert_jobs j
   where j.row_id in (select r.id from public.privacy_requests r where lower(r.email) = address);
  update public.privacy_requests r set email = null, details = null where lower(r.email) = address;
  get diagnostics n = row_count;
  return n;
end
$$;

/* Everything held under the caller's proven address: the export's own rows, for the page. */
create function private.my_personal_data() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.personal_data_rows(private.caller_proven_address());
end
$$;
comment on function private.my_personal_data() is
  'Every row held under the caller''s proven address, table by table (the export''s contents).';
revoke all on function private.my_personal_data() from public, anon;
grant execute on function private.my_personal_data() to authenticated;

/*
 * Corrects the caller's name, company, title and phone where they are stored for them: their
 * contact rows and their membership applications. The limits are the tables' own checks
 * (FIELD_LIMITS mirrors them, pinned by tests/integration/database/field-limits.test.ts); they are
 * checked here first so the member reads which field is wrong. Empty company, title and phone
 * are cleared. Answers how many rows changed.
 */
create function private.update_my_details(
  first_name text, last_name text, company text, title text, phone text
) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.caller_proven_address();
  v_first text := btrim(coalesce(first_name, ''));
  v_last text := btrim(coalesce(last_name, ''));
  v_company text := nullif(btrim(coalesce(company, '')), '');
  v_title text := nullif(btrim(coalesce(title, '')), '');
  v_phone text := nullif(btrim(coalesce(phone, '')), '');
  n integer;
  total integer := 0;
begin
  if char_length(v_first) not between 1 and 100 then
    raise exception using errcode = '22023', hint = 'first_name',
      message = 'Give your first name (at most 100 characters).';
  end if;
  if char_length(v_last) > 100 then
    raise exception using errcode = '22023', hint = 'last_name',
      message = 'Your last name can be at most 100 characters.';
  end if;
  if char_length(coalesce(v_company, '')) > 200 then
    raise exception using errcode = '22023', hint = 'company',
      message = 'Your company can be at most 200 characters.';
  end if;
  if char_length(coalesce(v_title, '')) > 100 then
    raise exception using errcode = '22023', hint = 'title',
      message = 'Your title can be at most 100 characters.';
  end if;
  if char_length(coalesce(v_phone, '')) > 40 then
    raise exception using errcode = '22023', hint = 'phone',
      message = 'Your phone number can be at most 40 characters.';
  end if;
  if not exists (select 1 from public.contacts c where lower(c.email) = address)
     and not exists (select 1 from public.membership_requests r where lower(r.email) = address) then
    raise exception using errcode = 'PT404',
      message = 'We hold no name or company under your address to correct.';
  end if;

  update public.contacts c
     set first_name = v_first, last_name = v_last, company = v_company, title = v_title, phone = v_phone
   where lower(c.email) = address
     and (c.first_name, c.last_name, c.company, c.title, c.phone)
         is distinct from (v_first, v_last, v_company, v_title, v_phone);
  get diagnostics n = row_count; total := total + n;
  update public.membership_requests r
     set first_name = v_first, last_name = v_last, company = v_company, title = v_title,
         phone_number = v_phone
   where lower(r.email) = address
     and (r.first_name, r.last_name, r.company, r.title, r.phone_number)
         is distinct from (v_first, v_last, v_company, v_title, v_phone);
  get diagnostics n = row_count; total := total + n;
  return total;
end
$$;
comment on function private.update_my_details(text, text, text, text, text) is
  'Corrects the caller''s name, company, title and phone on their contact and application rows (proven address only).';
revoke all on function private.update_my_details(text, text, text, text, text) from public, anon;
grant execute on function private.update_my_details(text, text, text, text, text) to authenticated;

/* A consent changed by the member on /account is recorded as coming from there. */
alter domain public.consent_form drop constraint consent_form_check;
alter domain public.consent_form add constraint consent_form_check
  check (value in ('join', 'event-request', 'newsletter', 'contact', 'unsubscribe-link', 'account'));

/* The caller's newest consent per purpose, found by their address or their contacts. */
create function private.my_consents()
returns table (purpose public.consent_purpose, status public.consent_status,
               recorded_at timestamptz, notice_version public.notice_version)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (c.purpose) c.purpose, c.status, c.recorded_at, c.notice_version
    from public.consents c
   where lower(c.email) = private.caller_proven_address()
      or c.contact_id in (select k.id from public.contacts k
                           where lower(k.email) = private.caller_proven_address())
   order by c.purpose, c.recorded_at desc, (c.status = 'withdrawn') desc
$$;
comment on function private.my_consents() is
  'The caller''s newest consent for each purpose they have one for (proven address only).';
revoke all on function private.my_consents() from public, anon;
grant execute on function private.my_consents() to authenticated;

/*
 * Gives or withdraws one purpose. Withdrawing writes what the unsubscribe link writes (a
 * 'withdrawn' consent row under the notice last given, its audit row, and for the newsletter the
 * contacts' subscription ended), from the form 'account'. Only the newsletter can be given again
 * here, under the notice the page was built with; the other purposes rest on a request.
 */
create function private.set_my_consent(purpose text, given boolean, notice_version text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.caller_proven_address();
  -- The domains check the purpose and the notice version (one list each, in their own migration).
  v_purpose public.consent_purpose;
  v_notice public.notice_version;
  contact public.contacts%rowtype;
  current_status text;
  last_version text;
begin
  begin
    v_purpose := set_my_consent.purpose;
  exception when check_violation then
    v_purpose := null;
  end;
  if v_purpose is null then
    raise exception using errcode = '22023', message = 'Choose one of your consents.';
  end if;
  select * into contact from public.contacts k where lower(k.email) = address
   order by k.created_at desc limit 1;
  select m.status into current_status from private.my_consents() m where m.purpose = v_purpose;

  if given then
    if v_purpose <> 'newsletter' then
      raise exception using errcode = '22023',
        message = 'This consent is given by sending a request; it cannot be given again here.';
    end if;
    begin
      v_notice := set_my_consent.notice_version;
    exception when check_violation then
      v_notice := null;
    end;
    if v_notice is null then
      raise exception using errcode = '22023', message = 'The privacy notice version is missing.';
    end if;
    if current_status is distinct from 'given' then
      perform private.record_consent(address, contact.id, v_purpose, v_notice, 'given',
                                     'account', contact.id);
    end if;
    update public.contacts k set newsletter_subscribed_at = now()
     where lower(k.email) = address and k.newsletter_subscribed_at is null;
    return;
  end if;

  if current_status = 'given' then
    select c.notice_version into last_version
      from public.consents c
     where c.purpose = v_purpose and c.status = 'given'
       and (lower(c.email) = address or c.contact_id in (select k.id from public.contacts k where lower(k.email) = address))
     order by c.recorded_at desc limit 1;
    perform private.record_consent(address, contact.id, v_purpose, last_version, 'withdrawn',
                                   'account', contact.id);
  end if;
  if v_purpose = 'newsletter' then
    update public.contacts k set newsletter_subscribed_at = null
     where lower(k.email) = address and k.newsletter_subscribed_at is not null;
  end if;
end
$$;
comment on function private.set_my_consent(text, boolean, text) is
  'Gives (newsletter only) or withdraws one of the caller''s consents, as the unsubscribe link does (proven address only).';
revoke all on function private.set_my_consent(text, boolean, text) from public, anon;
grant execute on function private.set_my_consent(text, boolean, text) to authenticated;

/* How many exports a member may make of their own data in a day (staff have no such limit). */
create function private.member_exports_per_day() returns integer
language sql immutable set search_path = '' as $$ select 5 $$;

/*
 * The staff export for the caller's own proven address: the same rows, export record and audit
 * row (actor: the member). At most private.member_exports_per_day() a day.
 */
create function private.export_my_personal_data() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.caller_proven_address();
  result jsonb;
begin
  if (select count(*) from public.personal_data_exports e
       where e.requested_by = (select auth.uid()) and e.created_at > now() - interval '1 day')
     >= private.member_exports_per_day() then
    raise exception using errcode = 'PT429',
      message = format('You have made %s exports today. Try again tomorrow.', private.member_exports_per_day());
  end if;
  perform set_config('privacy.self_service', address, true);
  result := private.personal_data_export(address, null);
  perform set_config('privacy.self_service', '', true);
  return result;
end
$$;
comment on function private.export_my_personal_data() is
  'Records an export of everything held under the caller''s proven address and returns its rows (for export-my-personal-data).';
revoke all on function private.export_my_personal_data() from public, anon;
grant execute on function private.export_my_personal_data() to authenticated;

/* Upcoming events the caller is confirmed for: what refuses closing their account. */
create function private.my_erasure_blockers()
returns table (guest_name text, event_slug text, starts_at timestamptz, time_zone text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.caller_proven_address();
begin
  perform set_config('privacy.self_service', address, true);
  return query select * from private.erasure_blockers(address);
end
$$;
comment on function private.my_erasure_blockers() is
  'Upcoming events the caller is confirmed for, which refuse closing their account (proven address only).';
revoke all on function private.my_erasure_blockers() from public, anon;
grant execute on function private.my_erasure_blockers() to authenticated;

/*
 * Closes the caller's account: the staff erasure of their own proven address, never overridden
 * (refused while they are confirmed for an upcoming event), their privacy requests forgotten as
 * staff erasure forgets them. The account goes with it. Returns the stored objects to remove.
 */
create function private.erase_my_personal_data() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.caller_proven_address();
  forgotten integer;
  result jsonb;
begin
  perform set_config('privacy.self_service', address, true);
  -- Before the erasure: it deletes the account, and with it the proof of the address.
  forgotten := private.forget_privacy_requests(address);
  result := private.erase_personal_data(address, null, false);
  perform set_config('privacy.self_service', '', true);
  return jsonb_set(result, '{rows,privacy_requests}', to_jsonb(forgotten));
end
$$;
comment on function private.erase_my_personal_data() is
  'Erases everything held under the caller''s proven address and their account (the staff erasure, no override).';
revoke all on function private.erase_my_personal_data() from public, anon;
grant execute on function private.erase_my_personal_data() to authenticated;

/*
 * The API's doors to the member functions above: security invoker, so each runs the private
 * function as the caller, which reads the caller's own proven address (the pattern of every RPC).
 */
create function public.my_personal_data() returns jsonb
language sql stable security invoker set search_path = ''
as $$ select private.my_personal_data() $$;
comment on function public.my_personal_data() is
  'Every row held under the caller''s proven address, table by table (the export''s contents).';

create function public.update_my_details(
  first_name text, last_name text, company text, title text, phone text
) returns integer
language sql security invoker set search_path = ''
as $$ select private.update_my_details(first_name, last_name, company, title, phone) $$;
comment on function public.update_my_details(text, text, text, text, text) is
  'Corrects the caller''s name, company, title and phone on their contact and application rows (proven address only).';

create function public.my_consents()
returns table (purpose public.consent_purpose, status public.consent_status,
               recorded_at timestamptz, notice_version public.notice_version)
language sql stable security invoker set search_path = ''
as $$ select * from private.my_consents() $$;
comment on function public.my_consents() is
  'The caller''s newest consent for each purpose they have one for (proven address only).';

create function public.set_my_consent(purpose text, given boolean, notice_version text default null)
returns void
language sql security invoker set search_path = ''
as $$ select private.set_my_consent(purpose, given, notice_version) $$;
comment on function public.set_my_consent(text, boolean, text) is
  'Gives (newsletter only) or withdraws one of the caller''s consents, as the unsubscribe link does (proven address only).';

create function public.export_my_personal_data() returns jsonb
language sql security invoker set search_path = ''
as $$ select private.export_my_personal_data() $$;
comment on function public.export_my_personal_data() is
  'Records an export of everything held under the caller''s proven address and returns its rows (for export-my-personal-data).';

create function public.my_erasure_blockers()
returns table (guest_name text, event_slug text, starts_at timestamptz, time_zone text)
language sql security invoker set search_path = ''
as $$ select * from private.my_erasure_blockers() $$;
comment on function public.my_erasure_blockers() is
  'Upcoming events the caller is confirmed for, which refuse closing their account (proven address only).';

create function public.erase_my_personal_data() returns jsonb
language sql security invoker set search_path = ''
as $$ select private.erase_my_personal_data() $$;
comment on function public.erase_my_personal_data() is
  'Erases everything held under the caller''s proven address and their account (the staff erasure, no override).';

revoke all on function public.my_personal_data(), public.update_my_details(text, text, text, text, text),
  public.my_consents(), public.set_my_consent(text, boolean, text), public.export_my_personal_data(),
  public.my_erasure_blockers(), public.erase_my_personal_data()
  from public, anon;
grant execute on function public.my_personal_data(), public.update_my_details(text, text, text, text, text),
  public.my_consents(), public.set_my_consent(text, boolean, text), public.export_my_personal_data(),
  public.my_erasure_blockers(), public.erase_my_personal_data()
  to authenticated;
