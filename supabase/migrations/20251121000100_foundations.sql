/*
 * Foundations every later migration uses: the private schema for helpers, the value lists
 * (as domains, so each list is written once), and the shared trigger functions.
 */

/*
 * private: security-definer helpers and trigger functions. PostgREST exposes only `public`, so
 * nothing here is callable over the API. Policies run as the caller, and policies call
 * private.is_staff(), so signed-in users need usage on the schema (not on its tables).
 */
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

/*
 * The value lists. Each is a domain so tables share one definition and one check constraint.
 */

-- Where a membership, event or contact-form request stands. account_created and
-- account_exists are set by the approval function (shown as approved in the CRM).
create domain public.request_status as text
  check (value in ('pending', 'waitlist', 'approved', 'rejected', 'moved_to_pipeline', 'account_created', 'account_exists'));

-- The six pipeline stages, in board order.
create domain public.pipeline_stage as text
  check (value in ('mql_lead', 'sql_qualification', 'sqo_discovery', 'evaluation', 'closed_won', 'closed_lost'));

create domain public.lead_type as text
  check (value in ('founder_executive', 'investor_buyer', 'advisor_broker', 'other'));

-- Where a CRM contact came from.
create domain public.contact_source as text
  check (value in ('newsletter', 'network_request', 'event_request', 'contact_form', 'manual'));

-- The twenty industry ids of supabase/functions/_shared/industry-catalogue.ts (a test keeps them equal).
create domain public.industry_id as text
  check (value in (
    'manufacturing', 'technology', 'tourism', 'healthcare', 'energy', 'mining', 'logistics', 'education',
    'finance', 'real_estate', 'agriculture', 'water', 'defense', 'sports', 'aerospace', 'retail',
    'creative', 'biotech', 'construction', 'ocean'
  ));

-- A plausible e-mail address (one @, a dot in the domain, no spaces), at most 320 characters.
create domain public.email_address as text
  check (char_length(value) <= 320 and value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$');

/*
 * Keeps updated_at honest whatever the client sends.
 */
create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

/*
 * The caller's network address, as the API gateway reports it: x-real-ip (set by the embedded
 * server from the socket, or from a trusted proxy's X-Forwarded-For), else the first
 * X-Forwarded-For hop. Null outside an API request (SQL run directly, migrations, seeds).
 */
create function private.client_address() returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(coalesce(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-real-ip',
    split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)
  )), '')
$$;

/*
 * Recent public submissions per client address, across every public form and the newsletter,
 * for the per-client throttle. Written only by security-definer functions; nobody reads it
 * through the API (RLS on, no policies, no grants).
 */
create table private.submission_log (
  id bigint generated always as identity primary key,
  client_address text not null check (char_length(client_address) <= 100),
  kind text not null check (char_length(kind) <= 60),
  created_at timestamptz not null default now()
);
create index submission_log_client_created_idx on private.submission_log (client_address, created_at desc);
alter table private.submission_log enable row level security;

/*
 * Per-client throttle: at most 20 public submissions per client address in 10 minutes, so one
 * machine cannot flood the forms with many different e-mail addresses. A 21st is refused with
 * SQLSTATE PT429 (HTTP 429), message starting "rate_limited:". Loopback callers (the machine
 * itself: development, tests, a proxy whose address is not trusted) are not counted; the
 * per-e-mail throttle still applies to them.
 */
create function private.throttle_client(kind text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_rows constant integer := 20;
  time_window constant interval := interval '10 minutes';
  address text := private.client_address();
  recent integer;
begin
  if address is null or address in ('127.0.0.1', '::1', '::ffff:127.0.0.1') then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('client:' || address));
  select count(*) into recent
    from private.submission_log l
    where l.client_address = address and l.created_at > now() - time_window;
  if recent >= max_rows then
    raise exception using
      errcode = 'PT429',
      message = 'rate_limited: too many submissions from this network address',
      hint = 'Please try again in a few minutes.';
  end if;
  -- Old entries have done their job; dropping them here keeps the log small without a cron job.
  delete from private.submission_log l
    where l.client_address = address and l.created_at < now() - interval '1 day';
  insert into private.submission_log (client_address, kind) values (address, kind);
end
$$;

revoke all on function private.throttle_client(text) from public;

/*
 * Throttle for the public forms (membership and event requests, contact messages): at most
 * 5 rows per e-mail address per table in 10 minutes, and the per-client limit above. A refusal
 * is SQLSTATE PT429, which PostgREST answers as HTTP 429 (a `PTxxx` code becomes that status),
 * message starting "rate_limited:". Security definer because the anonymous caller cannot read
 * the table it counts.
 */
create function private.throttle_submissions() returns trigger
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
  execute format(
    'select count(*) from %I.%I where lower(email) = lower($1) and created_at > now() - $2',
    tg_table_schema, tg_table_name
  ) into recent using new.email, time_window;
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
