/*
 * What Supabase's database linter (splinter) reported, fixed; tests/integration/database/
 * database-lints.test.ts runs its WARN and ERROR lints so a new finding fails the tests.
 */

/*
 * 0028/0029: a SECURITY DEFINER function in the exposed schema is callable by anon and every
 * signed-in user. The newsletter sign-up must run as its owner (a visitor cannot read contacts to
 * find a known address), so its body moves to the private schema, which PostgREST does not expose,
 * and public keeps a SECURITY INVOKER entry point with the same name and arguments: the site's
 * rpc('subscribe_newsletter', …) is unchanged. Visitors get usage on private for this call only;
 * nothing else there is executable by them (is_staff, record_activity, throttle_client are revoked;
 * the rest are trigger functions, which cannot be called directly).
 */
alter function public.subscribe_newsletter(text, text, text, text) set schema private;

comment on function private.subscribe_newsletter(text, text, text, text) is
  'Newsletter sign-up, run as the owner: creates a contact or marks a known one subscribed, never changing its fields. Called through public.subscribe_newsletter.';

grant usage on schema private to anon;
revoke all on function private.subscribe_newsletter(text, text, text, text) from public;
grant execute on function private.subscribe_newsletter(text, text, text, text) to anon, authenticated, service_role;

create function public.subscribe_newsletter(first_name text, last_name text, email text, phone text default null)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.subscribe_newsletter(first_name, last_name, email, phone);
end
$$;

comment on function public.subscribe_newsletter(text, text, text, text) is
  'Newsletter sign-up: creates a contact or marks a known one subscribed, never changing its fields; reveals nothing about existing rows.';

revoke all on function public.subscribe_newsletter(text, text, text, text) from public;
grant execute on function public.subscribe_newsletter(text, text, text, text) to anon, authenticated, service_role;

/*
 * 0006 (two permissive SELECT policies on profiles) and 0001 (unindexed foreign keys on
 * companies.user_id and contacts.user_id) were fixed by 20251124000103_database_lint_fixes.sql.
 */
