/*
 * Inbound Contacts is live like the CRM tabs (docs/behaviour/staff-app.md#inbound-contacts): a new
 * message, or a colleague's "Mark handled", reaches every open list. The same trigger as the CRM
 * tables (20251121000700_realtime.sql) feeds the embedded Realtime; on hosted Supabase the table
 * joins the supabase_realtime publication.
 */
create trigger contact_messages_notify_realtime
  after insert or update or delete on public.contact_messages
  for each row execute function private.notify_realtime();

do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                     where pubname = 'supabase_realtime' and schemaname = 'public'
                       and tablename = 'contact_messages') then
    alter publication supabase_realtime add table public.contact_messages;
  end if;
end
$$;
