/*
 * The per-address throttle of the public forms (20251121000100_foundations.sql), same rule, with
 * one static query per table instead of a dynamic EXECUTE: PL/pgSQL keeps the plan of a static
 * query, where EXECUTE parsed and planned the count on every submission (about a tenth of the
 * database's time per insert, docs/performance/backend-profile.md, "Third round"). A table not
 * listed here fails loudly instead of being counted against the wrong one.
 */
create or replace function private.throttle_submissions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_rows constant integer := 5;
  time_window constant interval := interval '10 minutes';
  recent integer;
begin
  -- Serialise submissions for one address, so two at once cannot both slip under the limit.
  perform pg_advisory_xact_lock(hashtext(tg_table_name || ':' || lower(new.email)));
  case tg_table_name
    when 'contact_messages' then
      select count(*) into recent from public.contact_messages m
        where lower(m.email) = lower(new.email) and m.created_at > now() - time_window;
    when 'membership_requests' then
      select count(*) into recent from public.membership_requests m
        where lower(m.email) = lower(new.email) and m.created_at > now() - time_window;
    when 'event_requests' then
      select count(*) into recent from public.event_requests m
        where lower(m.email) = lower(new.email) and m.created_at > now() - time_window;
    else
      raise exception 'throttle_submissions has no count for table %', tg_table_name;
  end case;
  if recent >= max_rows then
    raise exception using
      errcode = 'PT429',
      message = 'rate_limited: too many submissions from this e-mail address',
      hint = 'Please try again in a few minutes.';
  end if;
  perform private.throttle_client(tg_table_name);
  return new;
end
$$;
