/*
 * Change notices per statement, not per row (issue 24: a burst of 10,000 changes). The embedded
 * Realtime server read every notice as one row id; a 10,000-row update sent 10,000 notices, each
 * built and parsed on its own inside the writing statement. Now each statement sends one notice per
 * slice of up to 150 ids (a NOTIFY payload must stay under 8,000 bytes): the same JSON as before with
 * "ids" in place of "id". Hosted Supabase reads the supabase_realtime publication instead.
 */
create function private.notify_realtime_statement() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids text[];
  slice constant integer := 150;
begin
  if tg_op = 'DELETE' then
    select array_agg(o.id::text) into ids from old_rows o;
  else
    select array_agg(n.id::text) into ids from new_rows n;
  end if;
  for lo in 1 .. coalesce(cardinality(ids), 0) by slice loop
    perform pg_notify('supabase_realtime', json_build_object(
      'schema', tg_table_schema,
      'table', tg_table_name,
      'type', tg_op,
      'commit_timestamp', now(),
      'ids', ids[lo : lo + slice - 1]
    )::text);
  end loop;
  return null;
end
$$;

revoke all on function private.notify_realtime_statement() from public;

do $$
declare
  watched text[] := array['contacts', 'membership_requests', 'event_requests', 'companies',
                          'contact_notes', 'checklist_items', 'contact_attachments', 'contact_messages'];
  t text;
begin
  foreach t in array watched loop
    execute format('drop trigger %I on public.%I', t || '_notify_realtime', t);
    -- A trigger with transition tables fires on one event only, so each table gets three.
    execute format(
      'create trigger %I after insert on public.%I referencing new table as new_rows
         for each statement execute function private.notify_realtime_statement()',
      t || '_notify_realtime_insert', t);
    execute format(
      'create trigger %I after update on public.%I referencing new table as new_rows
         for each statement execute function private.notify_realtime_statement()',
      t || '_notify_realtime_update', t);
    execute format(
      'create trigger %I after delete on public.%I referencing old table as old_rows
         for each statement execute function private.notify_realtime_statement()',
      t || '_notify_realtime_delete', t);
  end loop;
end
$$;

drop function private.notify_realtime();
