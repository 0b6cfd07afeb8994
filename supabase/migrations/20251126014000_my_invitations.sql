/*
 * A signed-in member's own invitations, for /account (docs/behaviour/member-account.md#your-account):
 * the invitations held under the address of the caller's account, with the pass token while the
 * pass is usable, and whether the member came. Invitations stay staff-only tables; this function
 * is the one read a member has, and it returns only the caller's own rows.
 */
create function private.my_invitations()
returns table (
  event_slug text,
  status public.invitation_status,
  starts_at timestamptz,
  time_zone text,
  pass_token text,
  checked_in_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.event_slug,
         i.status,
         i.starts_at,
         i.time_zone,
         -- A pass is offered only while it can be used at the door.
         case when i.pass_revoked_at is null and i.status in ('invited', 'confirmed', 'offered')
              then i.pass_token end,
         c.checked_in_at
    from public.invitations i
    left join public.check_ins c on c.invitation_id = i.id
   where (select auth.uid()) is not null
     and lower(i.email) = (select lower(u.email) from auth.users u where u.id = (select auth.uid()))
   order by i.starts_at desc
   limit 500
$$;

revoke all on function private.my_invitations() from public, anon;
grant execute on function private.my_invitations() to authenticated, service_role;

-- The callable face, as for the other RPCs: the definer function stays out of the exposed schema.
create function public.my_invitations()
returns table (
  event_slug text,
  status public.invitation_status,
  starts_at timestamptz,
  time_zone text,
  pass_token text,
  checked_in_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.my_invitations() $$;

comment on function public.my_invitations() is
  'The caller''s own invitations (by the address of their account): event, status, start, pass token while usable, check-in time.';

revoke all on function public.my_invitations() from public, anon;
grant execute on function public.my_invitations() to authenticated, service_role;
