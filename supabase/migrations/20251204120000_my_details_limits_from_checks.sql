/*
 * update_my_details (20251201150000_member_self_service.sql) wrote the field limits again as
 * numbers (100, 200, 40) to say which field is too long. Now it reads each limit from the contacts
 * table's own check, the one place SQL states it (pinned to FIELD_LIMITS by
 * tests/integration/database/field-limits.test.ts); the messages and hints are as before.
 */
create function private.column_limit(p_table regclass, p_column name) returns integer
language sql
stable
set search_path = ''
as $$
  select min((regexp_match(pg_get_constraintdef(c.oid), '<= (\d+)'))[1]::integer)
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
   where c.contype = 'c' and c.conrelid = p_table and a.attname = p_column
$$;
comment on function private.column_limit(regclass, name) is
  'The most characters a column''s check constraint allows (its "<= N"), or null when none.';
revoke all on function private.column_limit(regclass, name) from public, anon, authenticated;

create or replace function private.update_my_details(
  first_name text, last_name text, company text, title text, phone text
) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.caller_proven_address();
  v_first text := btrim(coalesce(first_name, ''));
  v_last text := btrim(coalesce(last_name, ''));
  v_company text := nullif(btrim(coalesce(company, '')), '');
  v_title text := nullif(btrim(coalesce(title, '')), '');
  v_phone text := nullif(btrim(coalesce(phone, '')), '');
  n integer;
  total integer := 0;
  name_limit integer := private.column_limit('public.contacts', 'first_name');
  company_limit integer := private.column_limit('public.contacts', 'company');
  title_limit integer := private.column_limit('public.contacts', 'title');
  phone_limit integer := private.column_limit('public.contacts', 'phone');
begin
  if char_length(v_first) not between 1 and name_limit then
    raise exception using errcode = '22023', hint = 'first_name',
      message = format('Give your first name (at most %s characters).', name_limit);
  end if;
  if char_length(v_last) > name_limit then
    raise exception using errcode = '22023', hint = 'last_name',
      message = format('Your last name can be at most %s characters.', name_limit);
  end if;
  if char_length(coalesce(v_company, '')) > company_limit then
    raise exception using errcode = '22023', hint = 'company',
      message = format('Your company can be at most %s characters.', company_limit);
  end if;
  if char_length(coalesce(v_title, '')) > title_limit then
    raise exception using errcode = '22023', hint = 'title',
      message = format('Your title can be at most %s characters.', title_limit);
  end if;
  if char_length(coalesce(v_phone, '')) > phone_limit then
    raise exception using errcode = '22023', hint = 'phone',
      message = format('Your phone number can be at most %s characters.', phone_limit);
  end if;
  if not exists (select 1 from public.contacts c where lower(c.email) = address)
     and not exists (select 1 from public.membership_requests r where lower(r.email) = address) then
    raise exception using errcode = 'PT404',
      message = 'We hold no name or company under your address to correct.';
  end if;

  update public.contacts c
     set first_name = v_first, last_name = v_last, company = v_company, title = v_title, phone = v_phone
   where lower(c.email) = address
     and (c.first_name, c.last_name, c.company, c.title, c.phone)
         is distinct from (v_first, v_last, v_company, v_title, v_phone);
  get diagnostics n = row_count; total := total + n;
  update public.membership_requests r
     set first_name = v_first, last_name = v_last, company = v_company, title = v_title,
         phone_number = v_phone
   where lower(r.email) = address
     and (r.first_name, r.last_name, r.company, r.title, r.phone_number)
         is distinct from (v_first, v_last, v_company, v_title, v_phone);
  get diagnostics n = row_count; total := total + n;
  return total;
end
$$;
