/*
 * The newsletter sign-up, callable by visitors: it adds the person as a contact (source
 * newsletter, stage mql_lead) or refreshes the name and phone of the contact with that e-mail.
 * It returns nothing and behaves the same either way, so it never tells a visitor whether an
 * address is known. Calling it twice changes nothing more. Security definer with an empty
 * search_path: visitors cannot read or write contacts themselves.
 */
create function public.subscribe_newsletter(first_name text, last_name text, email text, phone text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  clean_first text := btrim(coalesce(subscribe_newsletter.first_name, ''));
  clean_last text := btrim(coalesce(subscribe_newsletter.last_name, ''));
  clean_email text := btrim(coalesce(subscribe_newsletter.email, ''));
  clean_phone text := nullif(btrim(coalesce(subscribe_newsletter.phone, '')), '');
begin
  if clean_first = '' or clean_email = '' then
    raise exception using errcode = '22023', message = 'Please fill in all fields';
  end if;
  perform private.throttle_client('newsletter');
  -- The casts apply the same checks as the table (e-mail format, lengths), with their messages.
  insert into public.contacts as c (first_name, last_name, email, phone, source, stage)
  values (clean_first, clean_last, clean_email::public.email_address, clean_phone, 'newsletter', 'mql_lead')
  on conflict ((lower(email))) do update
    set first_name = excluded.first_name,
        last_name = excluded.last_name,
        phone = coalesce(excluded.phone, c.phone);
end
$$;

comment on function public.subscribe_newsletter(text, text, text, text) is
  'Newsletter sign-up: inserts or refreshes a contact; reveals nothing about existing rows.';

revoke all on function public.subscribe_newsletter(text, text, text, text) from public;
grant execute on function public.subscribe_newsletter(text, text, text, text) to anon, authenticated, service_role;
