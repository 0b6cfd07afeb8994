/*
 * The /your-data form's five requests a day count the mailbox, not the address as typed (issue 41,
 * docs/behaviour/privacy-requests.md). The cap compared the exact address, so victim+1@,
 * victim+2@, VICTIM@, a trailing dot after the domain or a dotless ı each got five more
 * verification mails: 60 reached one mailbox in about a minute.
 *
 * private.mailbox_key folds what delivers to the same mailbox at the providers people use:
 * compatibility forms (NFKC: full-width letters), case, the look-alikes ı (dotless i), İ and
 * ſ (long s), a +tag, dots in the part before the @ (Gmail ignores them), and a trailing dot
 * after the domain. It only keys the cap: the address is stored and mailed as typed.
 */
create function private.mailbox_key(address text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with folded as (
    select translate(lower(normalize(btrim(coalesce(address, '')), nfkc)), 'ıİſ', 'iis') as a
  ), parts as (
    select a,
           strpos(a, '@') > 0 as has_at,
           -- The domain is what follows the last @.
           regexp_replace(a, '^.*@', '') as domain,
           regexp_replace(a, '@[^@]*$', '') as local
      from folded
  )
  select case
           when not has_at then a
           else replace(split_part(local, '+', 1), '.', '') || '@' || rtrim(domain, '.')
         end
    from parts
$$;

comment on function private.mailbox_key(text) is
  'The mailbox an address delivers to, for per-mailbox caps: NFKC, case, ı/İ/ſ, +tags, dots before the @ and a trailing dot folded.';

/* submit_privacy_request of 20251127030000_privacy_requests.sql, its cap counting the mailbox. */
create or replace function private.submit_privacy_request(kind text, email text, details text)
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
  -- The casts apply the table's checks (kind, address format, lengths) with their messages.
  insert into public.privacy_requests (kind, email, details)
  values (submit_privacy_request.kind::public.privacy_request_kind,
          clean_email::public.email_address, clean_details)
  returning id into new_id;
  perform private.enqueue_after_insert_job('send-privacy-verification', new_id);
end
$$;
