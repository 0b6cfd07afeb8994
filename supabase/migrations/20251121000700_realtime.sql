/*
 * Change notifications for the CRM's live lists. The embedded backend's Realtime server
 * LISTENs on channel supabase_realtime and expects exactly this JSON payload:
 * {schema, table, type (INSERT|UPDATE|DELETE), commit_timestamp, id}. It then re-reads the row
 * under each subscriber's own role, so RLS still decides who sees what.
 * On hosted Supabase the same tables join the supabase_realtime publication instead.
 */
create function private.notify_realtime() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_id uuid := case when tg_op = 'DELETE' then old.id else new.id end;
begin
  perform pg_notify('supabase_realtime', json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', now(),
    'id', row_id
  )::text);
  return null;
end
$$;

do $$
declare
  watched text[] := array['contacts', 'membership_requests', 'event_requests', 'companies',
                          'contact_notes', 'checklist_items', 'contact_attachments'];
  t text;
begin
  foreach t in array watched loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I
         for each row execute function private.notify_realtime()',
      t || '_notify_realtime', t);
    if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
       and not exists (select 1 from pg_publication_tables
                       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end
$$;
