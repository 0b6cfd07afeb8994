/*
 * The All tab (docs/behaviour/staff-app.md#the-all-table) reads contacts, membership requests and
 * event requests as one relation, so the database filters, searches, sorts, counts and pages it
 * (PostgREST range + exact count) and the CSV export reads every row in keyset pages. Before,
 * the browser read each table with a row limit and merged them, so past the limit rows were lost.
 */

/*
 * One row per contact or request, in the All table's columns and with the labels the table shows,
 * so search and sort see what staff see. The labels are copies of the lists in src/lib/crm
 * (stageLabel, statusLabel) and the industry catalogue; tests/integration/crm/all-rows.test.ts
 * pins them equal. They are plain CASE expressions, not functions, so the planner inlines them
 * (a function call per row and column cost seconds at 50,000 rows).
 * Text columns are never null, and each sortable text column has a lower-cased key (sort_*), so an
 * order is case-blind like the table's and a keyset page can continue from the last row's values
 * (row_key breaks ties). search holds the shown text lower-cased: the search box asks that every
 * word occurs in it.
 * security_invoker: the RLS of contacts, profiles and the request tables decides what a caller
 * sees (staff: everything; members: nothing).
 */
create view public.crm_all_rows with (security_invoker = on) as
  select
    l.kind,
    l.id,
    l.kind || '_' || l.id as row_key,
    l.name,
    l.title,
    l.email,
    l.company,
    l.industry,
    l.message,
    l.status,
    l.last_login,
    l.created_at,
    lower(l.name) as sort_name,
    lower(l.title) as sort_title,
    lower(l.email) as sort_email,
    lower(l.company) as sort_company,
    lower(l.message) as sort_message,
    coalesce(l.last_login, '-infinity') as sort_last_login,
    lower(concat_ws(' ', l.name, l.title, l.email, l.company, l.industry, l.message, l.status))
      as search
  from (
    select
      r.kind, r.id, r.name, r.title, r.email, r.company, r.message, r.last_login, r.created_at,
      case r.industry_code
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
      end as industry,
      case
        -- A contact without a stage is shown in MQL Lead (docs/behaviour/staff-app.md#pipeline-stages).
        when r.kind = 'contact' then case coalesce(r.status_code, 'mql_lead')
            when 'mql_lead' then 'MQL Lead'
            when 'sql_qualification' then 'SQL Qualification'
            when 'sqo_discovery' then 'SQO Discovery'
            when 'evaluation' then 'Evaluation'
            when 'closed_won' then 'Closed Won'
            when 'closed_lost' then 'Closed Lost'
            else r.status_code
        end
        -- docs/behaviour/staff-app.md#request-statuses
        else case r.status_code
            when 'waitlist' then 'Waitlist'
            when 'approved' then 'Approved'
            when 'account_created' then 'Approved'
            when 'account_exists' then 'Approved'
            when 'rejected' then 'Rejected'
            when 'moved_to_pipeline' then 'Moved to Pipeline'
            else 'Pending Review'
        end || coalesce(' (' || r.event_type || ')', '')
      end as status
    from (
      select
        'contact'::text as kind,
        c.id,
        btrim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as name,
        coalesce(c.title, '') as title,
        coalesce(c.email::text, '') as email,
        coalesce(c.company, '') as company,
        c.industry::text as industry_code,
        ''::text as message,
        c.stage::text as status_code,
        null::text as event_type,
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
        m.industry::text,
        coalesce(m.additional_info, ''),
        m.request_status::text,
        null,
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
        e.industry::text,
        coalesce(e.interests, ''),
        e.request_status::text,
        e.event_type,
        null::timestamptz,
        e.created_at
      from public.event_requests e
    ) r
  ) l;

comment on view public.crm_all_rows is
  'Contacts and membership and event requests as the CRM All table shows them (staff only).';

revoke all on table public.crm_all_rows from anon, authenticated;
grant select on table public.crm_all_rows to authenticated, service_role;
