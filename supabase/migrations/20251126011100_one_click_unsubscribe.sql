/*
 * One-click unsubscribe for marketing mail (issue 27; RFC 8058). Each marketing mail carries a
 * link with an unguessable token; a POST to it withdraws the newsletter consent at once. Only
 * the token's SHA-256 digest is stored, so a reader of the database cannot unsubscribe anyone.
 *
 * Personal data added here (for the erasure list): private.unsubscribe_tokens.contact_id.
 */
create table private.unsubscribe_tokens (
  token_digest bytea primary key,
  contact_id uuid not null references public.contacts (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table private.unsubscribe_tokens is
  'Digests of the one-click unsubscribe tokens in marketing mail, each tied to its contact.';
create index unsubscribe_tokens_contact_idx on private.unsubscribe_tokens (contact_id);
revoke all on table private.unsubscribe_tokens from public, anon, authenticated, service_role;

/*
 * A new token for one marketing mail: 244 random bits (two v4 UUIDs) as 64 hex digits. Only the
 * job's function (the service role) asks for one.
 */
create function public.issue_unsubscribe_token(contact_id uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into private.unsubscribe_tokens (token_digest, contact_id)
  values (sha256(convert_to(token, 'UTF8')), issue_unsubscribe_token.contact_id);
  return token;
end
$$;
comment on function public.issue_unsubscribe_token(uuid) is
  'A fresh one-click unsubscribe token for a marketing mail to the contact (service role only).';
revoke all on function public.issue_unsubscribe_token(uuid) from public, anon, authenticated;
grant execute on function public.issue_unsubscribe_token(uuid) to service_role;

/* Whether the contact's newest newsletter consent is given: checked right before each marketing mail. */
create function public.marketing_allowed(contact_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select c.status = 'given'
      from public.consents c
     where c.purpose = 'newsletter'
       and (c.contact_id = marketing_allowed.contact_id
            or lower(c.email) = (select lower(k.email) from public.contacts k
                                  where k.id = marketing_allowed.contact_id))
     order by c.recorded_at desc, (c.status = 'withdrawn') desc
     limit 1), false)
$$;
comment on function public.marketing_allowed(uuid) is
  'True when the contact''s newest newsletter consent is given (service role only).';
revoke all on function public.marketing_allowed(uuid) from public, anon, authenticated;
grant execute on function public.marketing_allowed(uuid) to service_role;

/*
 * The unsubscribe link's POST: records the withdrawal (form unsubscribe-link) and ends the
 * subscription. Answers false for an unknown or malformed token, and true again for a token
 * already used (a second click changes nothing). Runs as the owner: the visitor has no cookies
 * and no access to contacts or consents.
 */
create function private.unsubscribe_newsletter(token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_contact public.contacts%rowtype;
  last_version text;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  select k.* into found_contact
    from private.unsubscribe_tokens t join public.contacts k on k.id = t.contact_id
   where t.token_digest = sha256(convert_to(token, 'UTF8'))
   for update of k;
  if not found then
    return false;
  end if;
  if public.marketing_allowed(found_contact.id) then
    select c.notice_version into last_version
      from public.consents c
     where c.purpose = 'newsletter' and c.contact_id = found_contact.id and c.status = 'given'
     order by c.recorded_at desc limit 1;
    perform private.record_consent(found_contact.email, found_contact.id, 'newsletter',
                                   last_version, 'withdrawn', 'unsubscribe-link', found_contact.id);
  end if;
  update public.contacts k set newsletter_subscribed_at = null
   where k.id = found_contact.id and k.newsletter_subscribed_at is not null;
  return true;
end
$$;
comment on function private.unsubscribe_newsletter(text) is
  'One-click unsubscribe by token, run as the owner. Called through public.unsubscribe_newsletter.';
revoke all on function private.unsubscribe_newsletter(text) from public;
grant execute on function private.unsubscribe_newsletter(text) to anon, authenticated, service_role;

create function public.unsubscribe_newsletter(token text) returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
begin
  return private.unsubscribe_newsletter(token);
end
$$;
comment on function public.unsubscribe_newsletter(text) is
  'One-click unsubscribe: withdraws newsletter consent for the token''s contact; false for an unknown token.';
revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated, service_role;

/*
 * Mail headers (List-Unsubscribe and List-Unsubscribe-Post on marketing mail) are kept with each
 * outbox message, so the local mail page shows what a provider would send.
 */
alter table public.mail_outbox add column headers jsonb not null default '{}'::jsonb
  check (jsonb_typeof(headers) = 'object' and octet_length(headers::text) <= 10000);
comment on column public.mail_outbox.headers is
  'Extra mail headers by name, e.g. List-Unsubscribe for marketing mail.';
