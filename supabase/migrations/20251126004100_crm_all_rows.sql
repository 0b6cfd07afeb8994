/*
 * The All tab (docs/behaviour/staff-app.md#the-all-table) reads contacts, membership requests and
 * event requests as one relation, so the database filters, searches, sorts, counts and pages it
 * (PostgREST range + exact count) and the CSV export reads every row in keyset pages. Before,
 * the browser read each table with a row limit and merged them, so past the limit rows were lost.
 */

/*
 * The labels the table shows, so search and sort see what staff see. Copies of the lists in
 * src/lib/crm (stageLabel, statusLabel) and the industry catalogue; a test pins them equal.
 * private: not callable over the API; the view runs as the caller, who needs execute.
 */
create function private.industry_label(code text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case code
    when 'manufacturing' then 'Manufacturing'
    when 'technology' then 'Technology'
    when 'tourism' then 'Tourism & Entertainment'
    when 'healthcare' then 'Healthcare'
    when 'energy' then 'Renewable Energy'
    when 'mining' then 'Mining & Minerals'
    when 'logistics' then 'Logistics & Transportation'
    when 'education' then 'Education'
    when 'finance' then 'Financial Services'
    when 'real_estate' then 'Real Estate'
    when 'agriculture' then 'Agriculture & Food Security'
    when 'water' then 'Water & Environment'
    when 'defense' then 'Defense & Security'
    when 'sports' then 'Sports & Entertainment'
    when 'aerospace' then 'Aerospace'
    when 'retail' then 'Retail'
    when 'creative' then 'Creative Industries'
    when 'biotech' then 'Biotechnology'
    when 'construction' then 'Smart Construction'
    when 'ocean' then 'Ocean Economy'
    else ''
  end
$$;

-- A contact without a stage is shown in MQL Lead (docs/behaviour/staff-app.md#pipeline-stages).
create function private.stage_label(code text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case coalesce(code, 'mql_lead')
    when 'mql_lead' then 'MQL Lead'
    when 'sql_qualification' then 'SQL Qualification'
    when 'sqo_discovery' then 'SQO Discovery'
    when 'evaluation' then 'Evaluation'
    when 'closed_won' then 'Closed Won'
    when 'closed_lost' then 'Closed Lost'
    else code
  end
$$;

-- docs/behaviour/staff-app.md#request-statuses
create function private.request_status_label(code text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case code
    when 'waitlist' then 'Waitlist'
    when 'approved' then 'Approved'
    when 'account_created' then 'Approved'
    when 'account_exists' then 'Approved'
    when 'rejected' then 'Rejected'
    when 'moved_to_pipeline' then 'Moved to Pipeline'
    else 'Pending Review'
  end
$$;

revoke all on function private.industry_label(text), private.stage_label(text),
  private.request_status_label(text) from public;
grant execute on function private.industry_label(text), private.stage_label(text),
  private.request_status_label(text) to authenticated, service_role;

/*
 * One row per contact or request, in the All table's columns. Text columns are never null, and
 * each sortable text column has a lower-cased key (sort_*), so an order is case-blind like the
 * table's and a keyset page can continue from the last row's values (row_key breaks ties).
 * search holds the shown text lower-cased: the search box asks that every word occurs in it.
 * security_invoker: the RLS of contacts, profiles and the request tables decides what a caller
 * sees (staff: everything; members: nothing).
 */
create view public.crm_all_rows with (security_invoker = on) as
  select
    r.kind,
    r.id,
    r.kind || '_' || r.id as row_key,
    r.name,
    r.title,
    r.email,
    r.company,
    r.industry,
    r.message,
    r.status,
    r.last_login,
    r.created_at,
    lower(r.name) as sort_name,
    lower(r.title) as sort_title,
    lower(r.email) as sort_email,
    lower(r.company) as sort_company,
    lower(r.message) as sort_message,
    coalesce(r.last_login, '-infinity') as sort_last_login,
    lower(concat_ws(' ', r.name, r.title, r.email, r.company, r.industry, r.message, r.status))
      as search
  from (
    select
      'contact'::text as kind,
      c.id,
      btrim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name,
      coalesce(c.title, '') as title,
      coalesce(c.email::text, '') as email,
      coalesce(c.company, '') as company,
      private.industry_label(c.industry) as industry,
      ''::text as message,
      private.stage_label(c.stage) as status,
      p.last_sign_in_at as last_login,
      c.created_at
    from public.contacts c
    left join public.profiles p on lower(p.email) = lower(c.email)
    union all
    select
      'membership',
      m.id,
      btrim(m.first_name || ' ' || coalesce(m.last_name, '')),
      coalesce(m.title, ''),
      m.email::text,
      coalesce(m.company, ''),
      private.industry_label(m.industry),
      coalesce(m.additional_info, ''),
      private.request_status_label(m.request_status),
      null::timestamptz,
      m.created_at
    from public.membership_requests m
    union all
    select
      'event',
      e.id,
      e.name,
      coalesce(e.title, ''),
      e.email::text,
      coalesce(e.company, ''),
      private.industry_label(e.industry),
      coalesce(e.interests, ''),
      private.request_status_label(e.request_status) || ' (' || e.event_type || ')',
      null::timestamptz,
      e.created_at
    from public.event_requests e
  ) r;

comment on view public.crm_all_rows is
  'Contacts and membership and event requests as the CRM All table shows them (staff only).';

revoke all on table public.crm_all_rows from anon, authenticated;
grant select on table public.crm_all_rows to authenticated, service_role;
