/*
 * The pass page speaks the guest's language (docs/behaviour/event-guests.md#the-pass): the
 * invitation's language (its request's, 20251128010000_invitation_language.sql) is part of the
 * pass's one read, so an Arabic guest's pass is Arabic, right to left, like their mails. The
 * answer's columns change, so both functions are made again; the body is otherwise that of
 * 20251126010000_event_invitations.sql.
 */
drop function public.invitation_pass(text);
drop function private.invitation_pass(text);

create function private.invitation_pass(token text)
returns table (event_slug text, guest_name text, status public.invitation_status, starts_at timestamptz,
               time_zone text, checked_in boolean, language public.guest_language)
language sql
stable
security definer
set search_path = ''
as $$
  select i.event_slug, i.guest_name, i.status, i.starts_at, i.time_zone,
         exists (select 1 from public.check_ins c where c.invitation_id = i.id),
         i.language
    from public.invitations i
   where i.pass_token = token and i.pass_revoked_at is null
$$;

revoke all on function private.invitation_pass(text) from public;
grant execute on function private.invitation_pass(text) to anon, authenticated, service_role;

-- Run as the caller; the private function (owner's rights) is the one way to the row.
create function public.invitation_pass(token text)
returns table (event_slug text, guest_name text, status public.invitation_status, starts_at timestamptz,
               time_zone text, checked_in boolean, language public.guest_language)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.invitation_pass(token) $$;

comment on function public.invitation_pass(text) is
  'The pass page''s one read: event, guest name, status, start and language of the invitation holding this token.';

revoke all on function public.invitation_pass(text) from public;
grant execute on function public.invitation_pass(text) to anon, authenticated, service_role;
