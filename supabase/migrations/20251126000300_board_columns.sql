/*
 * The board at volume (docs/behaviour/staff-app.md#the-board): instead of every contact read
 * through consolidated_leads and counted, sorted and filtered in the browser, the server counts
 * each column and hands out its cards a window at a time, with the filters and the search
 * applied here, so the counts stay true and the search covers every contact however many there
 * are.
 *
 * One index serves the column order (heat rating, highest first, then newest, then id), so a
 * column's first cards, and the next window after a given card, are read without sorting.
 */
create index contacts_board_order_idx on public.contacts
  (stage, heat_rating desc, created_at desc, id);

/*
 * The board's search as a tsquery: every word of the query a prefix (as search_contacts in
 * 20251124000403_contact_search.sql); null when the query has no word, which means no search.
 */
create function public.board_search_query(p_query text)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select to_tsquery('simple'::regconfig, string_agg(word || ':*', ' & '))
    from regexp_split_to_table(lower(left(coalesce(p_query, ''), 200)),
                               '[[:space:][:punct:]]+') as word
   where word <> ''
$$;

/*
 * The ids of the contacts a search finds, for staff (none for anyone else). Security definer on
 * purpose: under RLS the planner may not use contacts_search_idx, since the match operator is
 * not leakproof and must wait for the row policy, so every row's search document would be built
 * (about 200 ms at 10,000 contacts instead of a few). It gives ids only; the board's functions
 * below read the rows themselves as the caller, under RLS.
 *
 * enable_seqscan off here and in board_cards: the embedded database (PGlite) runs no autovacuum,
 * so its tables have no statistics, and without them the planner chose a scan of every row over
 * the indexes (700 ms against 13 ms for a search at 10,000 contacts). Both only ever want an index.
 */
create function private.board_search_ids(p_tsq tsquery)
returns setof uuid
language sql
stable
security definer
set search_path = ''
set enable_seqscan = off
as $$
  select c.id
    from public.contacts c
   where p_tsq is not null
     and (select private.is_staff())
     and public.contact_search_document(c.first_name, c.last_name, c.company, c.title, c.email)
         @@ p_tsq
$$;

revoke all on function private.board_search_ids(tsquery) from public, anon;
grant execute on function private.board_search_ids(tsquery) to authenticated;

/*
 * How many contacts each stage holds under the board's filters (lead type, industry, null for
 * all) and search. Stages with none are left out. Security invoker: RLS on contacts decides what
 * a caller counts (staff: everyone; a member: nobody).
 */
create function public.board_stage_counts(
  p_lead_type text default null,
  p_industry text default null,
  p_query text default null
)
returns table (stage text, total integer)
language sql
stable
set search_path = ''
as $$
  with q as (select public.board_search_query(p_query) as tsq),
  -- Every contact when there is no search; else those the search finds (board_search_ids).
  -- Each branch is skipped whole when it does not apply.
  matched as (
    select c.stage, c.lead_type, c.industry
      from public.contacts c
     where (select tsq from q) is null
    union all
    select c.stage, c.lead_type, c.industry
      from public.contacts c
     where (select tsq from q) is not null
       and c.id in (select private.board_search_ids((select tsq from q)))
  )
  select m.stage::text, count(*)::int
    from matched m
   where (p_lead_type is null or m.lead_type::text = p_lead_type)
     and (p_industry is null or m.industry::text = p_industry)
   group by m.stage
$$;

/*
 * A window of a column's cards, in the board's order, under the same filters and search: the
 * first p_limit of every stage (p_stage null), or of one stage after the card given by its heat,
 * created_at and id (the last card the board holds), for a column that scrolls on. has_account
 * tells whether the person has a member account (as consolidated_leads does). At most 500 a
 * stage per call. Security invoker, as above.
 */
create function public.board_cards(
  p_lead_type text default null,
  p_industry text default null,
  p_query text default null,
  p_limit integer default 100,
  p_stage text default null,
  p_after_heat smallint default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null
)
returns table (
  id uuid,
  first_name text,
  last_name text,
  email text,
  company text,
  title text,
  industry text,
  lead_type text,
  stage text,
  heat_rating smallint,
  created_at timestamptz,
  has_account boolean
)
language sql
stable
set search_path = ''
set enable_seqscan = off
as $$
  with q as (select public.board_search_query(p_query) as tsq),
  -- What the search finds (board_search_ids); read only for a search.
  found as materialized (
    select c.*
      from public.contacts c
     where (select tsq from q) is not null
       and c.id in (select private.board_search_ids((select tsq from q)))
  )
  select card.id, card.first_name, card.last_name, card.email::text, card.company, card.title,
         card.industry::text, card.lead_type::text, card.stage::text, card.heat_rating,
         card.created_at,
         exists (select 1 from public.profiles p where lower(p.email) = lower(card.email))
    from unnest(case when p_stage is null
                     then array['mql_lead', 'sql_qualification', 'sqo_discovery', 'evaluation',
                                'closed_won', 'closed_lost']
                     else array[p_stage] end) as s(stage)
   cross join lateral (
     -- Without a search: the column's order straight from contacts_board_order_idx.
     (select c.*
        from public.contacts c
       where (select tsq from q) is null
         and c.stage = s.stage
         and (p_lead_type is null or c.lead_type::text = p_lead_type)
         and (p_industry is null or c.industry::text = p_industry)
         and (p_after_id is null
              or c.heat_rating < p_after_heat
              or (c.heat_rating = p_after_heat
                  and (c.created_at < p_after_created_at
                       or (c.created_at = p_after_created_at and c.id > p_after_id))))
       order by c.heat_rating desc, c.created_at desc, c.id
       limit least(greatest(coalesce(p_limit, 100), 1), 500))
     union all
     -- With one: the contacts found, in the same order.
     (select f.*
        from found f
       where (select tsq from q) is not null
         and f.stage = s.stage
         and (p_lead_type is null or f.lead_type::text = p_lead_type)
         and (p_industry is null or f.industry::text = p_industry)
         and (p_after_id is null
              or f.heat_rating < p_after_heat
              or (f.heat_rating = p_after_heat
                  and (f.created_at < p_after_created_at
                       or (f.created_at = p_after_created_at and f.id > p_after_id))))
       order by f.heat_rating desc, f.created_at desc, f.id
       limit least(greatest(coalesce(p_limit, 100), 1), 500))
   ) as card
$$;

revoke all on function public.board_search_query(text) from public, anon;
revoke all on function public.board_stage_counts(text, text, text) from public, anon;
revoke all on function public.board_cards(text, text, text, integer, text,
  smallint, timestamptz, uuid) from public, anon;
grant execute on function public.board_search_query(text) to authenticated, service_role;
grant execute on function public.board_stage_counts(text, text, text) to authenticated, service_role;
grant execute on function public.board_cards(text, text, text, integer, text,
  smallint, timestamptz, uuid) to authenticated, service_role;
