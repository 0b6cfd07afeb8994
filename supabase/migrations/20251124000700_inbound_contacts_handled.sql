/*
 * Inbound Contacts beyond listing (docs/behaviour/staff-app.md#inbound-contacts): staff mark a
 * contact-form message handled (who and when, so a colleague sees it is done), or move it to the
 * pipeline like a request (20251124000402).
 */
alter table public.contact_messages
  add column handled_at timestamptz,
  add column handled_by uuid references public.profiles (id) on delete set null;

comment on column public.contact_messages.handled_at is 'When staff marked the message handled; null while open.';
comment on column public.contact_messages.handled_by is 'The staff member who marked it handled (set by the database).';

create index contact_messages_handled_by_idx on public.contact_messages (handled_by);

-- Staff set or clear handled_at (RLS: staff only); the database stamps the time and who did it.
grant update (handled_at) on table public.contact_messages to authenticated;

create function private.stamp_contact_message_handler()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.handled_at is distinct from old.handled_at then
    if new.handled_at is null then
      new.handled_by := null;
    else
      new.handled_at := now();
      new.handled_by := (select auth.uid());
    end if;
  else
    new.handled_by := old.handled_by;
  end if;
  return new;
end
$$;

create trigger contact_messages_stamp_handler
  before update on public.contact_messages
  for each row execute function private.stamp_contact_message_handler();

/*
 * Move to Pipeline for a contact-form message: the contact with its e-mail (or made from this
 * message: source contact_form and source_id) is updated or made in mql_lead with the name split
 * on spaces (first word, then the rest); the message is marked moved and handled. A second call
 * creates nothing and returns the same contact. Runs as the caller: RLS keeps it to staff.
 */
create function public.move_contact_message_to_pipeline(p_message_id uuid)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  msg public.contact_messages%rowtype;
  found_contact_id uuid;
  words text[];
begin
  select * into msg from public.contact_messages m where m.id = p_message_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Message not found';
  end if;

  select c.id into found_contact_id from public.contacts c
   where lower(c.email) = lower(msg.email)
      or (c.source = 'contact_form' and c.source_id = msg.id)
   order by (c.source_id = msg.id) desc nulls last
   limit 1
   for update;
  if msg.moved_to_pipeline and found_contact_id is not null then
    return found_contact_id;
  end if;

  if found_contact_id is null then
    words := regexp_split_to_array(btrim(msg.name), '\s+');
    insert into public.contacts (first_name, last_name, email, industry, source, source_id, stage)
    values (coalesce(nullif(words[1], ''), msg.email), coalesce(array_to_string(words[2:], ' '), ''),
            msg.email, msg.industry, 'contact_form', msg.id, 'mql_lead')
    returning id into found_contact_id;
  elsif msg.industry is not null then
    update public.contacts c set industry = coalesce(c.industry, msg.industry)
     where c.id = found_contact_id;
  end if;

  update public.contact_messages m
     set moved_to_pipeline = true,
         request_status = 'moved_to_pipeline',
         handled_at = coalesce(m.handled_at, now())
   where m.id = msg.id;
  return found_contact_id;
end
$$;

revoke all on function public.move_contact_message_to_pipeline(uuid) from public, anon;
grant execute on function public.move_contact_message_to_pipeline(uuid) to authenticated, service_role;
