/*
 * The board's two functions planned for the arguments of each call. As SQL functions their
 * statements were planned once for any arguments: the planner could not drop the filters a call
 * leaves null (lead type, industry, the window's start), guessed one row a column, and read every
 * card of a column to sort it (1,666 a column at 10,000 contacts: board_cards took 70 ms) instead
 * of the first 50 in order from contacts_board_order_idx (11 ms). PL/pgSQL with force_custom_plan
 * plans each call with its values. Same arguments, rows and privileges as in
 * 20251126000300_board_columns.sql.
 *
 * enable_seqscan is no longer turned off (here and in board_search_ids): the embedded database
 * now keeps its statistics as PostgreSQL's autovacuum does (supabase/local/db/auto-analyze.ts),
 * and on PostgreSQL the setting's penalty cost (10^10 on the profiles scan) set off JIT
 * compilation, 1.1 s of every board read.
 */
alter function private.board_search_ids(tsquery) reset enable_seqscan;

create or replace function public.board_stage_counts(
  p_lead_type text default null,
  p_industry text default null,
  p_query text default null
)
returns table (stage text, total integer)
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
begin
  return query
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
   group by m.stage;
end
$$;

create or replace function public.board_cards(
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
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
begin
  return query
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
   ) as card;
end
$$;
