/*
 * Consents are live like invitations and check-ins (20251126013000_door_check_in.sql), so the
 * Overview's newsletter figures follow a sign-up or an unsubscribe as it happens
 * (docs/behaviour/staff-app.md#the-overview). Realtime hands a change only to those whose RLS
 * lets them read the row: staff.
 */
create trigger consents_notify_realtime_insert after insert on public.consents
  referencing new table as new_rows
  for each statement execute function private.notify_realtime_statement();
create trigger consents_notify_realtime_update after update on public.consents
  referencing new table as new_rows
  for each statement execute function private.notify_realtime_statement();
create trigger consents_notify_realtime_delete after delete on public.consents
  referencing old table as old_rows
  for each statement execute function private.notify_realtime_statement();

do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                     where pubname = 'supabase_realtime' and schemaname = 'public'
                       and tablename = 'consents') then
    alter publication supabase_realtime add table public.consents;
  end if;
end
$$;
