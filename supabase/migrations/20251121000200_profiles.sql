/*
 * Profiles: one row per auth user, created and kept current by triggers on auth.users.
 * `role` is what makes someone staff; only the superuser or service role changes it
 * (npm run staff -- add <email>).
 */
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text check (char_length(email) <= 320),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  role text not null default 'member' check (role in ('member', 'staff')),
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'One row per auth user: e-mail, names, role (member or staff), last sign-in.';

-- consolidated_leads joins contacts to accounts by e-mail.
create index profiles_email_lower_idx on public.profiles (lower(email));

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();

/*
 * Is the caller staff? Security definer so policies can ask without the caller being able to
 * read profiles; search_path is empty so nothing can be shadowed.
 */
create function private.is_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and role = 'staff'
  )
$$;

revoke all on function private.is_staff() from public;
grant execute on function private.is_staff() to authenticated, service_role;

/*
 * Keeps profiles in step with auth.users: a new user gets a profile (names from the sign-up
 * data, cut to the column limits so sign-up never fails on them), and a changed e-mail or a
 * new sign-in is copied over. Security definer: GoTrue's role cannot write public tables.
 */
create function private.sync_profile_from_auth_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.profiles (id, email, first_name, last_name, last_sign_in_at)
    values (
      new.id,
      new.email,
      left(nullif(btrim(new.raw_user_meta_data ->> 'first_name'), ''), 100),
      left(nullif(btrim(new.raw_user_meta_data ->> 'last_name'), ''), 100),
      new.last_sign_in_at
    )
    on conflict (id) do update set email = excluded.email, last_sign_in_at = excluded.last_sign_in_at;
  else
    update public.profiles
    set email = new.email, last_sign_in_at = new.last_sign_in_at
    where id = new.id;
  end if;
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.sync_profile_from_auth_user();

create trigger on_auth_user_updated
  after update of email, last_sign_in_at on auth.users
  for each row
  when (old.email is distinct from new.email or old.last_sign_in_at is distinct from new.last_sign_in_at)
  execute function private.sync_profile_from_auth_user();

/*
 * Access: members read their own profile and may change their names; staff read every profile
 * (note authors, checklist completers, who has an account). Nobody inserts or deletes over the API.
 */
alter table public.profiles enable row level security;

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (first_name, last_name) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

create policy "Members can read their own profile."
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()));

create policy "Staff can read every profile."
  on public.profiles for select
  to authenticated
  using ((select private.is_staff()));

create policy "Members can update their own names."
  on public.profiles for update
  to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
