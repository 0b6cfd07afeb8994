/*
 * Database lints 0028/0029 (tests/integration/database/database-lints.test.ts): the form's
 * campaign_request_prefill of 20251205200000_campaign_sending.sql was a SECURITY DEFINER function
 * in the exposed schema. It must run as its owner (a visitor cannot read recipients or contacts),
 * so, as subscribe_newsletter in 20251124000105_database_linter_findings.sql, its body is in the
 * private schema (not exposed; visitors have usage on it) and public keeps a SECURITY INVOKER
 * entry point with the same name, argument and answer: the form's rpc('campaign_request_prefill')
 * is unchanged. Written with create or replace, so it holds whichever way the function stands.
 * Personal data added here: none.
 */
create or replace function private.campaign_request_prefill(token text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('event_slug', c.event_slug,
                            'name', btrim(concat_ws(' ', k.first_name, k.last_name)),
                            'email', r.email, 'company', coalesce(k.company, ''))
    from public.campaign_recipients r
    join public.campaigns c on c.id = r.campaign_id
    join public.contacts k on k.id = r.contact_id
    join public.events e on e.slug = c.event_slug
   where token is not null and char_length(token) <= 200
     and r.request_token_digest = sha256(convert_to(token, 'UTF8'))
     and c.status <> 'cancelled' and e.removed_at is null and e.starts_at > now()
$$;
comment on function private.campaign_request_prefill(text) is
  'The body of public.campaign_request_prefill, run as the owner.';
revoke all on function private.campaign_request_prefill(text) from public;
grant execute on function private.campaign_request_prefill(text) to anon, authenticated, service_role;

create or replace function public.campaign_request_prefill(token text) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.campaign_request_prefill(token) $$;
comment on function public.campaign_request_prefill(text) is
  'The announced event and the recipient''s name, address and company for the token of a campaign''s request link; null when unknown or past.';
revoke all on function public.campaign_request_prefill(text) from public;
grant execute on function public.campaign_request_prefill(text) to anon, authenticated, service_role;
