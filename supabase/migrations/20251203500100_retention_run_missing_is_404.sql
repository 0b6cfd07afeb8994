/*
 * A run id that names no retention run is a missing row, answered 404 with PT404 as every other
 * RPC's (20251126001500_missing_rows_are_404.sql), not the P0002 that reached clients as 500
 * (tests/integration/security/staff-fuzz.test.ts).
 */
create or replace function public.run_retention(run_id uuid)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not exists (select 1 from public.retention_runs r where r.id = run_retention.run_id) then
    raise exception using errcode = 'PT404',
      message = format('No retention run has the id %s', run_retention.run_id);
  end if;
  return private.run_retention(run_retention.run_id);
end
$$;
