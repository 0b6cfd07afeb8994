/*
 * The door finds a guest by phone as staff type it (docs/behaviour/door-check-in.md#search):
 * door_guests also answers the guest's phone number, from their request, else their contact
 * (invitations keep none). The columns of the answer change, so the function is made again, as
 * in 20251201010000_door_checked_in_by.sql otherwise.
 */
drop function public.door_guests(text);

create function public.door_guests(event_slug text)
returns table (id uuid, guest_name text, email text, company text, phone text,
               status public.invitation_status, check_in_id uuid, checked_in_at timestamptz,
               checked_in_by uuid, checked_in_by_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select i.id, i.guest_name, i.email::text, coalesce(i.company, r.company, c.company),
         coalesce(nullif(btrim(r.phone_number), ''), nullif(btrim(c.phone), '')),
         i.status, k.id, k.checked_in_at, k.checked_in_by,
         coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)
    from public.invitations i
    left join public.event_requests r on r.id = i.request_id
    left join public.contacts c on c.id = i.contact_id
    left join public.check_ins k on k.invitation_id = i.id
    left join public.profiles p on p.id = k.checked_in_by
   where i.event_slug = door_guests.event_slug
   order by lower(i.guest_name), i.id
$$;

comment on function public.door_guests(text) is
  'The door screen''s guest list for one event: name, e-mail, company, phone, status, check-in and who made it. Staff only (RLS).';

revoke all on function public.door_guests(text) from public, anon;
grant execute on function public.door_guests(text) to authenticated;
