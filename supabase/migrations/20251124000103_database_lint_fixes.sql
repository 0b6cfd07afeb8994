/*
 * What Supabase's database linter (splinter) reports on these migrations:
 * - two permissive SELECT policies on profiles for the same role (each is evaluated for every
 *   row): one policy now says both things;
 * - foreign keys without an index (companies.user_id, contacts.user_id): deleting a profile
 *   would scan the whole table to null them.
 */
drop policy "Members can read their own profile." on public.profiles;
drop policy "Staff can read every profile." on public.profiles;

create policy "Members read their own profile; staff read every profile."
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()) or (select private.is_staff()));

create index if not exists companies_user_id_idx on public.companies (user_id);
create index if not exists contacts_user_id_idx on public.contacts (user_id);
