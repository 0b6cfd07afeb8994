/*
 * The newsletter sign-up leaves staff a note when a visitor typed details that differ from a known
 * contact's (20251124000100). The same details sent again add nothing: a visitor resubmitting the
 * form, or a script repeating it, must not bury the contact's notes. Everything else is unchanged:
 * a new address becomes a contact; a known one is only marked subscribed (the first time kept).
 */
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
  note text;
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
