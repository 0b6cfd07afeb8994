/*
 * The door screen (docs/behaviour/door-check-in.md): what /crm/check-in/<event> needs beyond the
 * check_in and undo_check_in RPCs of 20251126010000_event_invitations.sql.
 * - invitations and check_ins are live, like the CRM tables (20251126007500_realtime_per_statement.sql),
 *   so every staff phone at the door sees each arrival;
 * - door_guests: the guest list the phone caches, one read;
 * - check_in_walk_in: a guest with no request is invited and checked in in one transaction;
 * - door_pass_invitation: a scanned pass token of this event, to its invitation.
 */

/* A walk-in has no request to carry their company; the door searches by it. */
alter table public.invitations add column company text check (char_length(company) <= 200);

comment on column public.invitations.company is
  'The guest''s company as given at the door (walk-ins); guests with a request keep theirs on it.';

do $$
declare
  t text;
begin
  foreach t in array array['invitations', 'check_ins'] loop
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
    if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
       and not exists (select 1 from pg_publication_tables
                       where pubname = 'supabase_realtime' and schemaname = 'public'
                         and tablename = t) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end
$$;

/*
 * The door's guest list: every invitation of the event with the company to search by (the
 * invitation's own, else the request's, else the contact's) and its check-in. Runs as the caller,
 * so RLS leaves staff every row and anyone else none.
 */
create function public.door_guests(event_slug text)
returns table (id uuid, guest_name text, email text, company text, status public.invitation_status,
               check_in_id uuid, checked_in_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select i.id, i.guest_name, i.email::text, coalesce(i.company, r.company, c.company), i.status,
         k.id, k.checked_in_at
    from public.invitations i
    left join public.event_requests r on r.id = i.request_id
    left join public.contacts c on c.id = i.contact_id
    left join public.check_ins k on k.invitation_id = i.id
   where i.event_slug = door_guests.event_slug
   order by lower(i.guest_name), i.id
$$;

comment on function public.door_guests(text) is
  'The door screen''s guest list for one event: name, e-mail, company, status and check-in. Staff only (RLS).';

revoke all on function public.door_guests(text) from public, anon;
grant execute on function public.door_guests(text) to authenticated;

/*
 * A walk-in: a guest with no request, invited (confirmed) and checked in at once. Idempotent by
 * (event, e-mail): a replay, or a second phone adding the same guest, finds the invitation and
 * answers the first check-in. A known guest who had declined or been removed is at the door, so
 * they are confirmed again. No mail and no reminders: the guest is already here.
 */
create function private.check_in_walk_in(event_slug text, email text, guest_name text, company text,
                                         event_starts_at timestamptz, device text default null)
returns table (invitation_id uuid, checked_in_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  guest public.invitations%rowtype;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can add walk-in guests';
  end if;
  if nullif(btrim(check_in_walk_in.guest_name), '') is null then
    raise exception using errcode = '22023', message = 'A walk-in guest needs a name';
  end if;
  if event_starts_at is null then
    raise exception using errcode = '22023',
      message = format('The start of the event %s is needed to add a walk-in', check_in_walk_in.event_slug);
  end if;
  insert into public.invitations (event_slug, contact_id, email, guest_name, company, status, starts_at)
  values (check_in_walk_in.event_slug,
          (select c.id from public.contacts c where lower(c.email) = lower(btrim(check_in_walk_in.email)) limit 1),
          btrim(check_in_walk_in.email), btrim(check_in_walk_in.guest_name),
          nullif(btrim(check_in_walk_in.company), ''), 'confirmed', event_starts_at)
  on conflict (event_slug, lower(email)) do nothing
  returning * into guest;
  if guest.id is null then
    select * into guest from public.invitations i
     where i.event_slug = check_in_walk_in.event_slug and lower(i.email) = lower(btrim(check_in_walk_in.email))
     for update;
    if guest.status in ('declined', 'removed') then
      update public.invitations set status = 'confirmed' where id = guest.id;
    end if;
  end if;
  return query select guest.id, private.check_in(guest.id, device);
end
$$;

revoke all on function private.check_in_walk_in(text, text, text, text, timestamptz, text) from public, anon;
grant execute on function private.check_in_walk_in(text, text, text, text, timestamptz, text) to authenticated;

create function public.check_in_walk_in(event_slug text, email text, guest_name text, company text,
                                        event_starts_at timestamptz, device text default null)
returns table (invitation_id uuid, checked_in_at timestamptz)
language sql
security invoker
set search_path = ''
as $$ select * from private.check_in_walk_in(event_slug, email, guest_name, company, event_starts_at, device) $$;

comment on function public.check_in_walk_in(text, text, text, text, timestamptz, text) is
  'Staff add a walk-in guest and check them in, one transaction; idempotent by event and e-mail.';

revoke all on function public.check_in_walk_in(text, text, text, text, timestamptz, text) from public, anon;
grant execute on function public.check_in_walk_in(text, text, text, text, timestamptz, text) to authenticated;

/*
 * A scanned pass: the invitation of THIS event holding the token, or null (unknown, revoked, or
 * another event's pass). Staff only; the token is not shown back.
 */
create function private.door_pass_invitation(event_slug text, token text) returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can read passes';
  end if;
  return (select i.id from public.invitations i
           where i.pass_token = door_pass_invitation.token and i.pass_revoked_at is null
             and i.event_slug = door_pass_invitation.event_slug);
end
$$;

revoke all on function private.door_pass_invitation(text, text) from public, anon;
grant execute on function private.door_pass_invitation(text, text) to authenticated;

create function public.door_pass_invitation(event_slug text, token text) returns uuid
language sql
stable
security invoker
set search_path = ''
as $$ select private.door_pass_invitation(event_slug, token) $$;

comment on function public.door_pass_invitation(text, text) is
  'Staff at the door: the invitation of this event whose pass token was scanned, or null.';

revoke all on function public.door_pass_invitation(text, text) from public, anon;
grant execute on function public.door_pass_invitation(text, text) to authenticated;
