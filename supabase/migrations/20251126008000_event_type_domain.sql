/*
 * event_requests.event_type becomes a value-list domain like the others of
 * 20251121000100_foundations.sql, so `npm run gen:types` types the column (and the views over it)
 * as 'forum' | 'dinner' instead of string. The domain's check replaces the column's own.
 */
create domain public.event_type as text
  check (value in ('forum', 'dinner'));

comment on domain public.event_type is 'The invitation-only event kinds a visitor may request.';

/*
 * A column's type cannot change under a view, so the three views over event_requests are set
 * aside and recreated from their own definitions as the database holds them (whatever later
 * migrations made of them), with the same options, grants and comment.
 */
do $$
declare
  crm_all_rows text := pg_get_viewdef('public.crm_all_rows'::regclass);
  dinner_requests text := pg_get_viewdef('public.dinner_requests'::regclass);
  forum_requests text := pg_get_viewdef('public.forum_requests'::regclass);
begin
  drop view public.crm_all_rows, public.dinner_requests, public.forum_requests;

  alter table public.event_requests drop constraint event_requests_event_type_check;
  alter table public.event_requests alter column event_type type public.event_type;

  execute 'create view public.crm_all_rows with (security_invoker = on) as ' || crm_all_rows;
  execute 'create view public.dinner_requests with (security_invoker = on) as ' || dinner_requests;
  execute 'create view public.forum_requests with (security_invoker = on) as ' || forum_requests;
end
$$;

comment on view public.crm_all_rows is
  'Contacts and membership and event requests as the CRM All table shows them (staff only).';

revoke all on table public.crm_all_rows, public.dinner_requests, public.forum_requests
  from anon, authenticated;
grant select on table public.crm_all_rows, public.dinner_requests, public.forum_requests
  to authenticated;
grant select on table public.crm_all_rows to service_role;
grant all on table public.dinner_requests, public.forum_requests to service_role;
