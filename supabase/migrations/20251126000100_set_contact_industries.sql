/*
 * Infer Industries writes its answers in one statement (docs/behaviour/staff-app.md#infer-industries):
 * the function classifies every contact, then hands the whole plan here, so thousands of contacts
 * change in one transaction and one round trip instead of one request per batch. Only contacts
 * whose industry actually changes are written (and so reach the timeline and the live feed).
 * Security invoker, so RLS applies; a member is refused outright rather than told "0 changed"
 * (RLS alone would silently hide every row from them).
 */
create function public.set_contact_industries(updates jsonb)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  changed integer;
begin
  if (select auth.role()) is distinct from 'service_role' and not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can change contacts';
  end if;
  if jsonb_typeof(updates) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'updates must be an array of {id, industry}';
  end if;
  with planned as (
    select u.id, u.industry
      from jsonb_to_recordset(updates) as u(id uuid, industry public.industry_id)
  ), written as (
    update public.contacts c
       set industry = planned.industry
      from planned
     where c.id = planned.id and c.industry is distinct from planned.industry
    returning c.id
  )
  select count(*)::integer into changed from written;
  return changed;
end
$$;

revoke all on function public.set_contact_industries(jsonb) from public, anon;
grant execute on function public.set_contact_industries(jsonb) to authenticated, service_role;
