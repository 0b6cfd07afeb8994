/*
 * The language a person used (issue 28): each request stores the site language of the page its
 * form was on, so the confirmation and decision mails go out in that language
 * (docs/behaviour/submissions.md#language). The values are the site's locales
 * (src/lib/i18n/locales.ts), pinned here by tests/integration/database/value-lists.test.ts.
 */
create domain public.site_locale as text
  check (value in ('en', 'ar'));
comment on domain public.site_locale is 'A language of the public site: en (default) or ar.';

alter table public.membership_requests add column locale public.site_locale not null default 'en';
alter table public.event_requests add column locale public.site_locale not null default 'en';
alter table public.contact_messages add column locale public.site_locale not null default 'en';
-- A newsletter subscriber has no request row: the contact keeps the language of its sign-up.
alter table public.contacts add column locale public.site_locale not null default 'en';

comment on column public.membership_requests.locale is 'The language of the page the application was sent from.';
comment on column public.event_requests.locale is 'The language of the page the request was sent from.';
comment on column public.contact_messages.locale is 'The language of the page the message was sent from.';
comment on column public.contacts.locale is 'The language of the contact''s newsletter sign-up, used for its mails.';

-- Visitors may write it, like the other columns a form sends (20251121000300_public_submissions.sql).
grant insert (locale)
  on table public.membership_requests, public.event_requests, public.contact_messages
  to anon, authenticated;

-- subscribe_newsletter gains the language; the rest is 20251126011000_consents.sql's body.
drop function public.subscribe_newsletter(text, text, text, boolean, text, text);
drop function private.subscribe_newsletter(text, text, text, boolean, text, text);

create function private.subscribe_newsletter(
  first_name text, last_name text, email text, marketing_consent boolean, notice_version text,
  phone text default null, locale text default 'en')
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
  version public.notice_version := subscribe_newsletter.notice_version;
  language public.site_locale := coalesce(subscribe_newsletter.locale, 'en');
  existing public.contacts%rowtype;
  new_id uuid;
  note text;
begin
  if clean_first = '' or clean_email = '' then
    raise exception using errcode = '22023', message = 'Please fill in all fields';
  end if;
  if subscribe_newsletter.marketing_consent is not true then
    raise exception using errcode = '22023',
      message = 'Please tick the box to agree to receive the newsletter';
  end if;
  perform private.throttle_client('newsletter');
  -- The casts apply the same checks as the table (e-mail format, lengths), with their messages.
  insert into public.contacts as c (first_name, last_name, email, phone, source, stage, newsletter_subscribed_at, locale)
  values (clean_first, clean_last, clean_email::public.email_address, clean_phone, 'newsletter', 'mql_lead', now(), language)
  on conflict ((lower(email))) do nothing
  returning c.id into new_id;
  if new_id is not null then
    perform private.record_consent(clean_email, new_id, 'newsletter', version, 'given', 'newsletter', new_id);
    perform private.enqueue_after_insert_job('send-newsletter-confirmation', new_id);
    return;
  end if;

  -- Known address: only the subscription is recorded; the contact's own fields stay as they are.
  select * into existing from public.contacts c where lower(c.email) = lower(clean_email) for update;
  perform private.record_consent(clean_email, existing.id, 'newsletter', version, 'given', 'newsletter', existing.id);
  -- A first subscription takes the language it was made in, for the confirmation it queues.
  update public.contacts c set newsletter_subscribed_at = now(), locale = language
   where c.id = existing.id and c.newsletter_subscribed_at is null;
  if found then
    -- A first subscription of a known contact is confirmed too; a repeated one is not.
    perform private.enqueue_after_insert_job('send-newsletter-confirmation', existing.id);
  end if;
  if existing.first_name is distinct from clean_first
     or existing.last_name is distinct from clean_last
     or (clean_phone is not null and existing.phone is distinct from clean_phone) then
    note := left(format(
      'Newsletter sign-up from the public site with different details: name %s%s. The contact was not changed.',
      btrim(clean_first || ' ' || clean_last),
      case when clean_phone is not null then format(', phone %s', clean_phone) else '' end), 5000);
    insert into public.contact_notes (contact_id, user_id, content)
    select existing.id, null, note
     where not exists (select 1 from public.contact_notes n
                        where n.contact_id = existing.id and n.user_id is null and n.content = note);
  end if;
end
$$;

comment on function private.subscribe_newsletter(text, text, text, boolean, text, text, text) is
  'Newsletter sign-up with marketing consent, run as the owner: creates a contact or marks a known one subscribed, never changing its fields other than the language of a first subscription. Called through public.subscribe_newsletter.';
revoke all on function private.subscribe_newsletter(text, text, text, boolean, text, text, text) from public;
grant execute on function private.subscribe_newsletter(text, text, text, boolean, text, text, text) to anon, authenticated, service_role;

create function public.subscribe_newsletter(
  first_name text, last_name text, email text, marketing_consent boolean, notice_version text,
  phone text default null, locale text default 'en')
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.subscribe_newsletter(first_name, last_name, email, marketing_consent, notice_version, phone, locale);
end
$$;

comment on function public.subscribe_newsletter(text, text, text, boolean, text, text, text) is
  'Newsletter sign-up with its own marketing consent, in the language of the page (en or ar): creates a contact or marks a known one subscribed, never changing its fields; reveals nothing about existing rows.';
revoke all on function public.subscribe_newsletter(text, text, text, boolean, text, text, text) from public;
grant execute on function public.subscribe_newsletter(text, text, text, boolean, text, text, text) to anon, authenticated, service_role;
