/*
 * Arabic for data rights (issue 41, item 5): a privacy request records the language of the page
 * it was sent from, so its verification link, extension notice and export mail are written in
 * that language and the link leads to that language's verify page
 * (docs/behaviour/privacy-requests.md#language). The values are the site's locales, the domain of
 * 20251127090000_request_locale.sql, pinned to src/lib/i18n/locales.ts by
 * tests/integration/database/value-lists.test.ts. Older requests were all English.
 */
alter table public.privacy_requests add column locale public.site_locale not null default 'en';
comment on column public.privacy_requests.locale is
  'The language of the /your-data page the request was sent from; its mails are written in it.';

/*
 * submit_privacy_request of 20251201100000_privacy_cap_per_mailbox.sql, taking the page's
 * language. The cap and the answers are unchanged: the language changes only the words.
 */
drop function public.submit_privacy_request(text, text, text);
drop function private.submit_privacy_request(text, text, text);

create function private.submit_privacy_request(kind text, email text, details text, locale text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_email text := lower(btrim(coalesce(submit_privacy_request.email, '')));
  clean_details text := nullif(btrim(coalesce(submit_privacy_request.details, '')), '');
  mailbox text := private.mailbox_key(submit_privacy_request.email);
  new_id uuid;
begin
  if clean_email = '' then
    raise exception using errcode = '22023', message = 'Please give your e-mail address';
  end if;
  perform private.throttle_client('privacy_request');
  perform pg_advisory_xact_lock(hashtext('privacy_request:' || mailbox));
  if (select count(*) from public.privacy_requests p
       where p.received_at > now() - interval '24 hours'
         and private.mailbox_key(p.email) = mailbox) >= 5 then
    raise exception using errcode = 'PT429',
      message = 'rate_limited: too many requests for this address today',
      hint = 'Please use a link already mailed to you, or try again tomorrow.';
  end if;
  -- The casts apply the table's checks (kind, address format, lengths, language) with their messages.
  insert into public.privacy_requests (kind, email, details, locale)
  values (submit_privacy_request.kind::public.privacy_request_kind,
          clean_email::public.email_address, clean_details,
          coalesce(submit_privacy_request.locale, 'en')::public.site_locale)
  returning id into new_id;
  perform private.enqueue_after_insert_job('send-privacy-verification', new_id);
end
$$;
comment on function private.submit_privacy_request(text, text, text, text) is
  'Stores a /your-data request in its page''s language and queues its verification mail, run as the owner. Called through public.submit_privacy_request.';
revoke all on function private.submit_privacy_request(text, text, text, text) from public;
grant execute on function private.submit_privacy_request(text, text, text, text) to anon, authenticated, service_role;

create function public.submit_privacy_request(
  kind text, email text, details text default null, locale text default 'en')
returns void
language sql
security invoker
set search_path = ''
as $$ select private.submit_privacy_request(kind, email, details, locale) $$;
comment on function public.submit_privacy_request(text, text, text, text) is
  'A person asks to see, correct or erase their data, from the page in en or ar; a verification link is mailed to the address in that language.';
revoke all on function public.submit_privacy_request(text, text, text, text) from public;
grant execute on function public.submit_privacy_request(text, text, text, text) to anon, authenticated, service_role;
