/*
 * Two spellings staff searched for and missed (docs/behaviour/staff-app.md#arabic-spellings):
 * - "مسؤول" against "مسئول" (and شؤون, شئون): ؤ folds to و and ئ to ي, so the two never met. A
 *   hamza before و sits on و or on ي as the writer's school has it: there it is now read as the
 *   hamza itself, ء, before the letters are folded (elsewhere ؤ and ئ still fold to their seat,
 *   so "عايشة" keeps finding "عائشة"). Tashkeel between the two letters does not count.
 * - "عبد الله" against "عبدالله" (and عبد العزيز, أبو بكر): compound names are written with and
 *   without the inner space. The joined form is split at the start of a word, after عبد when ال
 *   follows and after ابو when a letter follows; splitting lets the All table's word-by-word
 *   search (whose stored text is folded letter by letter only) find either spelling too.
 * The browser applies the same rule (src/lib/text/normalize-arabic.ts); the tests pin the two
 * equal character by character and on one table of cases.
 */
create or replace function private.normalize_arabic(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- Text without a single non-ASCII byte has nothing to fold: translate() compares each
  -- character with all 31 letters (about 20 µs for a contact's search text), a length test does not.
  -- [ء-ي] is U+0621–U+064A, the Arabic letters, written out: [:alpha:] is ASCII only in the C locale.
  select case when pg_catalog.octet_length(p_text) = pg_catalog.length(p_text) then p_text
              else pg_catalog.regexp_replace(
                     pg_catalog.translate(
                       pg_catalog.regexp_replace(p_text,
                         '[\u0624\u0626](?=[\u064B-\u065F\u0670\u0640]*\u0648)', 'ء', 'g'),
                       private.arabic_variant_letters(), private.arabic_folded_letters()),
                     '(^|[^ء-ي])(عبد(?=ال)|ابو(?=[ء-ي]))', '\1\2 ', 'g') end
$$;

-- An index keeps the values the old body computed.
reindex index public.contacts_search_idx;

/*
 * The All table's folded search text (crm_all_rows.search_folded) with the same rule: the view of
 * 20251201070000_guests_in_all_rows.sql, only that column changed. A test pins the column to
 * private.normalize_arabic(search) (tests/integration/crm/arabic-search.test.ts).
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
    -- private.normalize_arabic written out (a function with a fixed search_path is never
    -- inlined, and called once a row it made a search at 10,050 contacts five times slower).
    -- Only a search word with a non-ASCII letter reads this column (selectAllRows), and only
    -- rows with one are folded, so English searches cost what they did.
    case when octet_length(s.shown) = length(s.shown) then s.shown
         else regexp_replace(
                translate(
                  regexp_replace(s.shown,
                    '[\u0624\u0626](?=[\u064B-\u065F\u0670\u0640]*\u0648)', 'ء', 'g'),
                  private.arabic_variant_letters(), private.arabic_folded_letters()),
                '(^|[^ء-ي])(عبد(?=ال)|ابو(?=[ء-ي]))', '\1\2 ', 'g')
    end as search_folded,
    coalesce(a.attended, 0) as attended,
    coalesce(a.invited, 0) as invited,
    coalesce(a.attended, 0)::bigint * 1000000 + coalesce(a.invited, 0) as sort_attendance,
    l.event_slug
  from (
    select
      r.kind, r.id, r.name, r.title, r.email, r.company, r.message, r.last_login, r.created_at,
      r.event_slug,
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
        -- A guest's status is how they came, and the event (docs/behaviour/staff-app.md#the-all-table).
        when r.kind = 'guest' then case r.status_code
            when 'walk_in' then 'Walk-in'
            else 'Invited without a request'
        end || coalesce(' (' || r.event_type || ')', '')
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
        c.created_at,
        null::text as event_slug
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
        m.created_at,
        null
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
        e.created_at,
        e.event_slug
      from public.event_requests e
      union all
      -- Guests who came another way: no request of theirs, and not a contact either (a contact is
      -- its own row). The event's title stands where an event request has its type.
      select
        'guest',
        i.id,
        i.guest_name,
        '',
        i.email::text,
        coalesce(i.company, ''),
        null,
        '',
        case when i.added_at_door then 'walk_in' else 'invited' end,
        ev.title_en,
        null::timestamptz,
        i.created_at,
        i.event_slug
      from public.invitations i
      left join public.events ev on ev.slug = i.event_slug
      where i.request_id is null
        and not exists (select 1 from public.contacts c where lower(c.email) = lower(i.email))
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
