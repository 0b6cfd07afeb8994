/*
 * Arabic names found however they are written (docs/behaviour/staff-app.md#arabic-spellings):
 * one person's name is typed with or without hamza on the alef, taa marbuta or haa at the end,
 * alef maqsura or yaa, with or without short vowels (tashkeel) and tatweel. Staff search for
 * "احمد" and expect "أحمد"; for "محمد" and expect "مُحَمَّد".
 *
 * normalize_arabic folds each of those to one letter (alef forms أ إ آ ٱ to ا, ة to ه, ى to ي,
 * ؤ to و, ئ to ي) and drops tashkeel (U+064B to U+065F, U+0670) and tatweel (U+0640); every
 * other character is left as it is. It is applied to both sides of every staff search: the
 * board's search document and its GIN index, the board's query, and the All table's search text
 * (crm_all_rows.search_folded).
 * The browser folds the All table's search words and its own live filters with the same rule
 * (src/lib/text/normalize-arabic.ts); a test pins the two equal character by character.
 * One translate() call over two letter lists: immutable, so it may sit in an index expression.
 */
create function private.arabic_variant_letters()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- أ إ آ ٱ ة ى ؤ ئ, then tashkeel, superscript alef and tatweel (no counterpart: dropped)
  select U&'\0623\0625\0622\0671\0629\0649\0624\0626'
      || U&'\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A'
      || U&'\065B\065C\065D\065E\065F\0670\0640'
$$;

create function private.arabic_folded_letters()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- ا ا ا ا ه ي و ي: what each of the first eight variant letters becomes
  select U&'\0627\0627\0627\0627\0647\064A\0648\064A'
$$;

create function private.normalize_arabic(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- Text without a single non-ASCII byte has nothing to fold: translate() compares each
  -- character with all 31 letters (about 20 µs for a contact's search text), a length test does not.
  select case when pg_catalog.octet_length(p_text) = pg_catalog.length(p_text) then p_text
              else pg_catalog.translate(p_text, private.arabic_variant_letters(),
                                        private.arabic_folded_letters()) end
$$;

comment on function private.normalize_arabic(text) is
  'Arabic spelling variants folded to one form for search (alef, taa marbuta, alef maqsura, hamza carriers; tashkeel and tatweel dropped).';

revoke all on function private.arabic_variant_letters() from public, anon;
revoke all on function private.arabic_folded_letters() from public, anon;
revoke all on function private.normalize_arabic(text) from public, anon;
grant execute on function private.arabic_variant_letters() to authenticated, service_role;
grant execute on function private.arabic_folded_letters() to authenticated, service_role;
grant execute on function private.normalize_arabic(text) to authenticated, service_role;

/*
 * The board's search document (20251124000403_contact_search.sql), now folded; the index built on
 * it is rebuilt below, since an index keeps the values the old body computed.
 */
create or replace function public.contact_search_document(
  first_name text, last_name text, company text, title text, email text
)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select to_tsvector('simple'::regconfig, private.normalize_arabic(concat_ws(' ', first_name,
    last_name, company, title, email, translate(email, '@.-_+', '     '))))
$$;

reindex index public.contacts_search_idx;

/* The board's query (20251126000300_board_columns.sql), folded the same way. */
create or replace function public.board_search_query(p_query text)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select to_tsquery('simple'::regconfig, string_agg(word || ':*', ' & '))
    from regexp_split_to_table(private.normalize_arabic(lower(left(coalesce(p_query, ''), 200))),
                               '[[:space:][:punct:]]+') as word
   where word <> ''
$$;

/* search_contacts (20251124000403_contact_search.sql) asks with the board's query, folded too. */
create or replace function public.search_contacts(p_query text)
returns table (id uuid, rank real)
language sql
stable
set search_path = ''
as $$
  with query as (select public.board_search_query(p_query) as tsq)
  select c.id,
         ts_rank(public.contact_search_document(c.first_name, c.last_name, c.company, c.title,
                 c.email), query.tsq) as rank
    from public.contacts c, query
   where query.tsq is not null
     and public.contact_search_document(c.first_name, c.last_name, c.company, c.title, c.email)
         @@ query.tsq
   order by rank desc, c.id
$$;

/*
 * The All table's view (20251126004100_crm_all_rows.sql) with its search text folded too, as a
 * new last column, search_folded; the browser folds each search word the same way before it asks
 * (src/lib/crm/all-rows-query.ts). Everything else is as it was.
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
    end as search_folded
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
  ) s;

