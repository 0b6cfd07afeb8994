/*
 * Direction controls typed into a name, a company, a title or a phone number (the embeddings and
 * overrides U+202A–U+202E, the isolates U+2066–U+2069) turn round whatever is shown after them: a
 * company ending in U+202E showed a guest's address reversed on the door screen. Such short
 * fields never need them (Arabic and Latin words order themselves), so they are taken out as a
 * row is written, whoever writes it; the door screen and the CSV exports isolate or drop them as
 * well (docs/behaviour/staff-app.md#text-in-arabic). The marks U+200E and U+200F are kept: they
 * only settle the side of a neighbouring space or digit, and Arabic writers use them.
 */
create function private.without_direction_controls(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(value, E'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069', '')
$$;

/** A BEFORE trigger: the columns named as its arguments, without direction controls. */
create function private.strip_direction_controls()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_values jsonb := to_jsonb(new);
  cleaned jsonb := '{}';
  column_name text;
begin
  foreach column_name in array tg_argv loop
    if row_values ->> column_name is distinct from
       private.without_direction_controls(row_values ->> column_name) then
      cleaned := cleaned || jsonb_build_object(
        column_name, private.without_direction_controls(row_values ->> column_name));
    end if;
  end loop;
  if cleaned <> '{}' then
    new := jsonb_populate_record(new, cleaned);
  end if;
  return new;
end
$$;

create trigger contacts_strip_direction_controls
  before insert or update of first_name, last_name, company, title, phone on public.contacts
  for each row execute function
    private.strip_direction_controls('first_name', 'last_name', 'company', 'title', 'phone');

create trigger companies_strip_direction_controls
  before insert or update of company on public.companies
  for each row execute function private.strip_direction_controls('company');

create trigger event_requests_strip_direction_controls
  before insert or update of name, company, title, phone_number on public.event_requests
  for each row execute function
    private.strip_direction_controls('name', 'company', 'title', 'phone_number');

create trigger invitations_strip_direction_controls
  before insert or update of guest_name, company on public.invitations
  for each row execute function private.strip_direction_controls('guest_name', 'company');

create trigger membership_requests_strip_direction_controls
  before insert or update of first_name, last_name, company, title, phone_number
  on public.membership_requests
  for each row execute function private.strip_direction_controls(
    'first_name', 'last_name', 'company', 'title', 'phone_number');

create trigger profiles_strip_direction_controls
  before insert or update of first_name, last_name on public.profiles
  for each row execute function private.strip_direction_controls('first_name', 'last_name');

create trigger contact_messages_strip_direction_controls
  before insert or update of name on public.contact_messages
  for each row execute function private.strip_direction_controls('name');

-- Rows written before this migration.
update public.contacts set first_name = first_name
 where first_name || last_name || coalesce(company, '') || coalesce(title, '') || coalesce(phone, '')
       <> private.without_direction_controls(
            first_name || last_name || coalesce(company, '') || coalesce(title, '') || coalesce(phone, ''));
update public.companies set company = company
 where company <> private.without_direction_controls(company);
update public.event_requests set name = name
 where concat(name, company, title, phone_number)
       <> private.without_direction_controls(concat(name, company, title, phone_number));
update public.invitations set guest_name = guest_name
 where concat(guest_name, company) <> private.without_direction_controls(concat(guest_name, company));
update public.membership_requests set first_name = first_name
 where concat(first_name, last_name, company, title, phone_number)
       <> private.without_direction_controls(
            concat(first_name, last_name, company, title, phone_number));
update public.profiles set first_name = first_name
 where concat(first_name, last_name) <> private.without_direction_controls(concat(first_name, last_name));
update public.contact_messages set name = name
 where name <> private.without_direction_controls(name);
