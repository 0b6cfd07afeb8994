/*
 * Attendance in the All table (docs/behaviour/staff-app.md#the-all-table): each row shows how many
 * of the person's invitations they came to, 'N of M', matched by the row's e-mail, lower-cased.
 *
 * The rule is src/lib/events/attendance.ts (docs/behaviour/event-guests.md#attendance), written here
 * once for the database, since the table is paged, sorted and exported by the server:
 * an invitation counts once its event has started (starts_at <= now()) if its status holds a seat
 * (invited or confirmed), and a check-in always counts; attended = counted with a check-in (every
 * check-in is counted, so that is the number of check-ins). tests/integration/database/
 * all-rows-attendance.test.ts runs one table of cases through both and holds them equal.
 *
 * One aggregate over the invitations, grouped by lower(email), joined to every row by hash: the
 * invitations are few (hundreds a year), so it is one pass over them per read, not a lookup per
 * row, and no index is needed. Grouped on the join key, the join is left out of reads that use
 * none of its columns (the exact count). invited and attended are 0 for a person without a counted
 * invitation. sort_attendance orders by attended, then invited (1 of 2 after 1 of 1, 0 of 3 after
 * none), as one bigint so the export's keyset pages can continue from a row's value.
 * Everything else is as 20251126012000_arabic_search.sql left it.
 */
create or replace view public.crm_all_rows with (security_invoker = on) as
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
    s.shown as search,
    -- normalize_arabic written out: a function with a fixed search_path is never inlined, and
    -- called once a row it made a search at 10,050 contacts five times slower. The two letter
    -- lists take no argument, so the planner reads them once per query. Only a search word with
    -- a non-ASCII letter reads this column (selectAllRows): folding changes only Arabic letters,
    -- and translate() costs about 20 µs a row with one, so English searches cost what they did.
    case when octet_length(s.shown) = length(s.shown) then s.shown
         else translate(s.shown, private.arabic_variant_letters(), private.arabic_folded_letters())
    end as search_folded,
    coalesce(a.attended, 0) as attended,
    coalesce(a.invited, 0) as invited,
    coalesce(a.attended, 0)::bigint * 1000000 + coalesce(a.invited, 0) as sort_attendance
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
  ) l
  cross join lateral (
    select lower(concat_ws(' ', l.name, l.title, l.email, l.company, l.industry, l.message,
                           l.status)) as shown
  ) s
  left join (
    -- The rule of src/lib/events/attendance.ts (attendanceOf), per person.
    select lower(i.email) as email_key,
           (count(*) filter (where k.invitation_id is not null
                                or (i.starts_at <= now() and i.status in ('invited', 'confirmed'))))::integer
             as invited,
           count(k.invitation_id)::integer as attended
      from public.invitations i
      left join public.check_ins k on k.invitation_id = i.id
     group by lower(i.email)
  ) a on a.email_key = lower(l.email);
