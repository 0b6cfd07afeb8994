/*
 * An account sees what was found by its e-mail address (its invitations and passes) only once the
 * address is proven: opened from a link mailed to it (docs/behaviour/member-account.md#a-proven-address).
 * An autoconfirmed sign-up proves nothing: anyone may sign up with a guest's address, and without
 * this the guest's pass would be theirs at once (issue 40, HIGH).
 *
 * - private.proven_addresses: one row per account whose current address was opened from a mailed
 *   link, written when such a session starts (a trigger on the Auth service's session tables).
 * - A password counts only when it was set from a proven session: a password chosen at an
 *   autoconfirmed sign-up, or changed from a session that proved nothing, never matches
 *   trusted_password, so it keeps the account but opens none of the address's rows.
 * - private.caller_address_is_proven(): the one check, for my_invitations and any later read by address.
 */

create table private.proven_addresses (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- The address proven, lower-cased; a changed address is unproven until its own link is opened.
  email text not null check (char_length(email) <= 320),
  proven_at timestamptz not null default now(),
  -- The password hash in force when a proven session set it; null until one does.
  trusted_password text
);
comment on table private.proven_addresses is
  'Accounts whose address was opened from a mailed link, and the password set from such a session.';
revoke all on table private.proven_addresses from public, anon, authenticated, service_role;

insert into private.personal_data_inventory (table_schema, table_name, column_name, finds_by, erased_by, exported, note) values
  ('private', 'proven_addresses', 'email', 'email', 'account', false, 'When the account''s address was proven; removed with the account.');

/*
 * How GoTrue names, in a session's amr, a sign-in that came from a link or code mailed to the
 * account's address. A password (or an autoconfirmed sign-up, which GoTrue records as a password
 * sign-in) is not one of them.
 */
create function private.is_mailed_link_method(method text) returns boolean
language sql
immutable
set search_path = ''
as $$ select method in ('otp', 'magiclink', 'recovery', 'invite', 'email_change', 'email/signup') $$;

/* Records that the account's current address was just opened from a mailed link. */
create function private.record_proven_address(account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.proven_addresses as p (user_id, email)
  select u.id, lower(u.email) from auth.users u where u.id = account and u.email is not null
  on conflict (user_id) do update
    set email = excluded.email,
        proven_at = now(),
        -- A password trusted for the old address says nothing about the new one.
        trusted_password = case when p.email = excluded.email then p.trusted_password end
$$;
revoke all on function private.record_proven_address(uuid) from public, anon, authenticated, service_role;

/*
 * Does the caller's session prove the address of their account? Either the session began from a
 * mailed link (its amr says so, and every change of address needs a link to the new one), or it
 * began with a password that a proven session set.
 */
create function private.caller_address_is_proven() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from private.proven_addresses p
      join auth.users u on u.id = p.user_id
     where p.user_id = (select auth.uid())
       and p.email = lower(u.email)
       and (
         exists (
           select 1
             from jsonb_array_elements(
                    case when jsonb_typeof((select auth.jwt()) -> 'amr') = 'array'
                         then (select auth.jwt()) -> 'amr' else '[]'::jsonb end) m
            where private.is_mailed_link_method(m ->> 'method'))
         or (p.trusted_password is not null and p.trusted_password = u.encrypted_password)
       )
  )
$$;
revoke all on function private.caller_address_is_proven() from public, anon;
grant execute on function private.caller_address_is_proven() to authenticated, service_role;

/*
 * A password set by the account holder from a proven session becomes trusted. The Auth service
 * runs the change with the caller's claims set (the embedded one does; hosted GoTrue sets none,
 * so there only sessions from a mailed link count). Before the update, so the check still sees
 * the password the session began with.
 */
create function private.trust_password_from_proven_session() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) = new.id and private.caller_address_is_proven() then
    update private.proven_addresses
       set trusted_password = new.encrypted_password
     where user_id = new.id and email = lower(new.email);
  end if;
  return new;
end
$$;

create trigger trust_password_from_proven_session
  before update of encrypted_password on auth.users
  for each row
  when (old.encrypted_password is distinct from new.encrypted_password)
  execute function private.trust_password_from_proven_session();

/*
 * Where sessions are recorded. The embedded Auth service keeps amr on auth.sessions; hosted GoTrue
 * keeps one auth.mfa_amr_claims row per method of a session. Whichever this database has is used.
 */
create function private.prove_address_from_session() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1
      from jsonb_array_elements(case when jsonb_typeof(new.amr) = 'array' then new.amr else '[]'::jsonb end) m
     where private.is_mailed_link_method(m ->> 'method')
  ) then
    perform private.record_proven_address(new.user_id);
  end if;
  return null;
end
$$;

create function private.prove_address_from_amr_claim() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_mailed_link_method(new.authentication_method::text) then
    perform private.record_proven_address((select s.user_id from auth.sessions s where s.id = new.session_id));
  end if;
  return null;
end
$$;

do $$
begin
  if exists (
    select 1 from information_schema.columns
     where table_schema = 'auth' and table_name = 'sessions' and column_name = 'amr'
  ) then
    create trigger prove_address_from_session
      after insert on auth.sessions
      for each row execute function private.prove_address_from_session();
  end if;
  if to_regclass('auth.mfa_amr_claims') is not null then
    create trigger prove_address_from_amr_claim
      after insert on auth.mfa_amr_claims
      for each row execute function private.prove_address_from_amr_claim();
  end if;
end
$$;

/* my_invitations answers only a caller whose address is proven; others are told why. */
create or replace function private.my_invitations()
returns table (
  event_slug text,
  status public.invitation_status,
  starts_at timestamptz,
  time_zone text,
  pass_token text,
  checked_in_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.caller_address_is_proven() then
    raise exception 'Confirm your e-mail address to see your invitations.'
      using errcode = '42501', hint = 'address_not_proven';
  end if;
  return query
  select i.event_slug,
         i.status,
         i.starts_at,
         i.time_zone,
         -- A pass is offered only while it can be used at the door.
         case when i.pass_revoked_at is null and i.status in ('invited', 'confirmed', 'offered')
              then i.pass_token end,
         c.checked_in_at
    from public.invitations i
    left join public.check_ins c on c.invitation_id = i.id
   where lower(i.email) = (select lower(u.email) from auth.users u where u.id = (select auth.uid()))
   order by i.starts_at desc
   limit 500;
end
$$;
