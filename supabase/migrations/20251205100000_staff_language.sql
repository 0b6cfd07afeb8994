/*
 * The staff app's language, chosen by each staff member and kept on their profile
 * (docs/behaviour/staff-app.md#language): English or Arabic, and in Arabic the digits (Western
 * unless chosen otherwise). A null language is not chosen yet: /crm then follows the browser's
 * Accept-Language and stores that first choice. The languages are the site's (site_locale).
 */
create type public.staff_digits as enum ('latn', 'arab');

alter table public.profiles
  add column staff_language public.site_locale,
  add column staff_digits public.staff_digits not null default 'latn';

comment on column public.profiles.staff_language is
  'The staff app''s language this staff member chose (null: not chosen yet; the browser''s is used).';
comment on column public.profiles.staff_digits is
  'The staff app''s digits in Arabic: latn (0-9, the default) or arab (Arabic-Indic).';

/*
 * The one way to write the choice: a staff member, for their own profile only. No column grant
 * on profiles lets anyone else write it (members keep their update grant on their names only).
 * A null digits keeps the stored one. Answers the choice as stored. The write is a private
 * security-definer function; the API calls the public invoker wrapper below.
 */
create function private.set_staff_language(
  language public.site_locale,
  digits public.staff_digits
)
returns table (staff_language public.site_locale, staff_digits public.staff_digits)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.is_staff()), false) then
    raise exception using errcode = '42501', message = 'Only staff choose the staff app''s language';
  end if;
  if language is null then
    raise exception using errcode = '22004', message = 'A language is required';
  end if;
  return query
    update public.profiles p
       set staff_language = set_staff_language.language,
           staff_digits = coalesce(set_staff_language.digits, p.staff_digits)
     where p.id = (select auth.uid())
    returning p.staff_language, p.staff_digits;
end
$$;

revoke all on function private.set_staff_language(public.site_locale, public.staff_digits)
  from public, anon;
grant execute on function private.set_staff_language(public.site_locale, public.staff_digits)
  to authenticated;

create function public.set_staff_language(
  language public.site_locale,
  digits public.staff_digits default null
)
returns table (staff_language public.site_locale, staff_digits public.staff_digits)
language sql
security invoker
set search_path = ''
as $$ select * from private.set_staff_language(language, digits) $$;

comment on function public.set_staff_language(public.site_locale, public.staff_digits) is
  'Stores the calling staff member''s staff-app language (and digits) on their own profile.';

revoke all on function public.set_staff_language(public.site_locale, public.staff_digits)
  from public, anon;
grant execute on function public.set_staff_language(public.site_locale, public.staff_digits)
  to authenticated;
