/*
 * The door names who checked a guest in (docs/behaviour/door-check-in.md#a-pass-already-used): a
 * pass scanned a second time says "Already checked in 19:32 by <staff name>", so a shared pass
 * is noticed. door_guests (20251126013000_door_check_in.sql) answers, for each check-in, the
 * staff account that made it and that person's name as the CRM shows staff (first and last
 * name, else the e-mail). The columns of the answer change, so the function is made again.
 */
drop function public.door_guests(text);

/*
 * The door's guest list: every invitation of the event with the company to search by (the
 * invitation's own, else the request's, else the contact's), its check-in and who made it. Runs
 * as the caller, so RLS leaves staff every row (invitations, check-ins and staff profiles) and
 * anyone else none.
 */
create function public.door_guests(event_slug text)
returns table (id uuid, guest_name text, email text, company text, status public.invitation_status,
               check_in_id uuid, checked_in_at timestamptz, checked_in_by uuid,
               checked_in_by_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select i.id, i.guest_name, i.email::text, coalesce(i.company, r.company, c.company), i.status,
         k.id, k.checked_in_at, k.checked_in_by,
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
  'The door screen''s guest list for one event: name, e-mail, company, status, check-in and who made it. Staff only (RLS).';

revoke all on function public.door_guests(text) from public, anon;
grant execute on function public.door_guests(text) to authenticated;
