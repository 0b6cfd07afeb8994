/*
 * A public form must not change data it did not create. The newsletter sign-up used to rename an
 * existing contact (and change its phone) to whatever a visitor typed for that e-mail, so anyone
 * could rename any CRM contact. Now an anonymous sign-up creates a contact or marks an existing one
 * as subscribed, never changing its fields; when the visitor typed different details, staff see
 * them as a note on the contact instead.
 */
alter table public.contacts add column newsletter_subscribed_at timestamptz;

comment on column public.contacts.newsletter_subscribed_at is
  'When the person first signed up for the newsletter (null: never).';

update public.contacts set newsletter_subscribed_at = created_at
 where source = 'newsletter' and newsletter_subscribed_at is null;

create or replace function public.subscribe_newsletter(first_name text, last_name text, email text, phone text default null)
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
  existing public.contacts%rowtype;
begin
  if clean_first = '' or clean_email = '' then
    raise exception using errcode = '22023', message = 'Please fill in all fields';
  end if;
  perform private.throttle_client('newsletter');
  -- The casts apply the same checks as the table (e-mail format, lengths), with their messages.
  insert into public.contacts as c (first_name, last_name, email, phone, source, stage, newsletter_subscribed_at)
  values (clean_first, clean_last, clean_email::public.email_address, clean_phone, 'newsletter', 'mql_lead', now())
  on conflict ((lower(email))) do nothing;
  if found then
    return;
  end if;

  -- Known address: only the subscription is recorded; the contact's own fields stay as they are.
  select * into existing from public.contacts c where lower(c.email) = lower(clean_email) for update;
  update public.contacts c set newsletter_subscribed_at = now()
   where c.id = existing.id and c.newsletter_subscribed_at is null;
  if existing.first_name is distinct from clean_first
     or existing.last_name is distinct from clean_last
     or (clean_phone is not null and existing.phone is distinct from clean_phone) then
    insert into public.contact_notes (contact_id, user_id, content)
    values (existing.id, null, left(format(
      'Newsletter sign-up from the public site with different details: name %s%s. The contact was not changed.',
      btrim(clean_first || ' ' || clean_last),
      case when clean_phone is not null then format(', phone %s', clean_phone) else '' end), 5000));
  end if;
end
$$;

comment on function public.subscribe_newsletter(text, text, text, text) is
  'Newsletter sign-up: creates a contact or marks a known one subscribed, never changing its fields; reveals nothing about existing rows.';
