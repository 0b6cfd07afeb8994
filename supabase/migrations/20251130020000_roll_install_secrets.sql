/*
 * Gives this database new per-database secrets. A new embedded data folder is copied from a
 * cluster on which the migrations already ran (supabase/local/db/migrated-template.ts), so the
 * secrets that the migrations generated would be the same in every copy; the copy calls this
 * once, before anything is hashed with them. Every secret a migration generates is rolled here.
 */
create function private.roll_install_secrets() returns void
language sql
security definer
set search_path = ''
as $$
  update private.privacy_secrets
     set secret = sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text
                                    || clock_timestamp()::text, 'UTF8'))
               || sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'))
$$;
revoke all on function private.roll_install_secrets() from public, anon, authenticated, service_role;
