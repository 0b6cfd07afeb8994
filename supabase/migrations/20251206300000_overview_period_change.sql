/*
 * A change of period on the Overview waited for nine requests (issue 44 asks 300 ms at 50,000
 * contacts; it took 600 ms), most of it for the period's leads, which the funnel and the
 * conversion each worked out alone. The same figures, with less work (the integration test's
 * hand-counted rows are unchanged):
 *
 * - the leads are a view (private.overview_lead_reach), narrowed to a period inside the query
 *   that reads them, and their moves are folded in one pass over the stage trail;
 * - the funnel and the conversion are made from the leads counted into a few hundred groups
 *   (private.overview_lead_groups), and public.overview_period_figures answers every figure of
 *   the period at once, counting the groups once for both.
 *
 * Personal data added here: none.
 */

/*
 * Each contact's furthest stage reached, whether it was lost or won: a view, so a query that
 * narrows it to a period is planned as one statement (the period's contacts joined to their
 * folded moves), where a function's 50,000 rows were first stored and then read again.
 */
create view private.overview_lead_reach with (security_invoker = true) as
  select c.id as contact_id,
         c.created_at,
         -- The stage a lead is in now counts as reached too (greatest ignores a null side).
         greatest(case when c.stage <> 'closed_lost' then array_position(st.list, c.stage::text) end,
                  m.top)::int as top,
         c.stage = 'closed_lost' or coalesce(m.lost, false) as lost,
         c.stage = 'closed_won' or coalesce(m.won, false) as won,
         c.lead_type::text as lead_type,
         c.industry::text as industry
    from public.contacts c
    -- The stages in board order, as one array: a stage's place is its position in it, found by
    -- equality, where a join on the stage's name sorted 30,000 names to merge them.
    cross join (select array_agg(s.value order by s.ord) as list
                  from private.domain_values('public.pipeline_stage') as s) as st
    -- Both sides of every recorded move, folded per contact.
    left join (
      select a.entity_id as id,
             max(array_position(st.list, side.stage))
               filter (where side.stage <> 'closed_lost') as top,
             bool_or(side.stage = 'closed_lost') as lost,
             bool_or(side.stage = 'closed_won') as won
        from public.activity a
        cross join (select array_agg(s.value order by s.ord) as list
                      from private.domain_values('public.pipeline_stage') as s) as st
        cross join lateral (values (a.before ->> 'stage'), (a.after ->> 'stage')) as side(stage)
       where a.entity_type = 'contact' and a.action = 'stage_changed'
       group by a.entity_id
    ) as m on m.id = c.id;

grant select on private.overview_lead_reach to authenticated, service_role;

create or replace function private.overview_leads(p_period tstzrange)
returns table (contact_id uuid, top integer, lost boolean, won boolean, lead_type text,
               industry text)
language sql
stable
set search_path = ''
as $$
  select r.contact_id, r.top, r.lost, r.won, r.lead_type, r.industry
    from private.overview_lead_reach r
   where p_period @> r.created_at
$$;

/*
 * The period's leads counted by what the funnel and the conversion tell apart: a few hundred
 * groups where there were 50,000 rows. Both figures are made from these groups, so the answer
 * of every figure at once (overview_period_figures) counts the leads once for both.
 */
create type private.overview_lead_group as (
  top integer, lost boolean, won boolean, lead_type text, industry text, leads integer
);

create function private.overview_lead_groups(p_period tstzrange)
returns setof private.overview_lead_group
language sql
stable
set search_path = ''
as $$
  select r.top, r.lost, r.won, r.lead_type, r.industry, count(*)::int
    from private.overview_lead_reach r
   where p_period @> r.created_at
   group by 1, 2, 3, 4, 5
$$;

/* The funnel: leads that reached each stage (or a later one) and those that stopped there. */
create function private.overview_funnel_of(p_groups private.overview_lead_group[])
returns table (stage text, reached integer, furthest integer)
language sql
immutable
set search_path = ''
as $$
  select st.stage,
         case when st.stage = 'closed_lost'
              then (select coalesce(sum(g.leads), 0) from unnest(p_groups) g where g.lost)
              else (select coalesce(sum(g.leads), 0) from unnest(p_groups) g where g.top >= st.ord)
         end::int,
         case when st.stage = 'closed_lost'
              then (select coalesce(sum(g.leads), 0) from unnest(p_groups) g where g.lost)
              else (select coalesce(sum(g.leads), 0) from unnest(p_groups) g where g.top = st.ord)
         end::int
    from private.domain_values('public.pipeline_stage') as st(stage, ord)
   order by st.ord
$$;

/* The conversion: leads and those that reached Closed Won, by lead type and by industry. */
create function private.overview_conversion_of(p_groups private.overview_lead_group[])
returns table (dimension text, value text, leads integer, won integer)
language sql
immutable
set search_path = ''
as $$
  select 'lead_type', g.lead_type, sum(g.leads)::int,
         coalesce(sum(g.leads) filter (where g.won), 0)::int
    from unnest(p_groups) g group by g.lead_type
  union all
  select 'industry', g.industry, sum(g.leads)::int,
         coalesce(sum(g.leads) filter (where g.won), 0)::int
    from unnest(p_groups) g group by g.industry
  order by 1, 3 desc, 2
$$;

create or replace function public.overview_lead_funnel(p_from date, p_to date)
returns table (stage text, reached integer, furthest integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_overview_reader();
  return query select * from private.overview_funnel_of(array(
    select g from private.overview_lead_groups(private.overview_period(p_from, p_to)) g));
end
$$;

create or replace function public.overview_conversion(p_from date, p_to date)
returns table (dimension text, value text, leads integer, won integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_overview_reader();
  return query select * from private.overview_conversion_of(array(
    select g from private.overview_lead_groups(private.overview_period(p_from, p_to)) g));
end
$$;

/*
 * Every figure of a period in one answer, each under its key (src/lib/crm/overview/
 * period-figures.ts names the function behind each; the integration test compares them): the
 * embedded database answers one statement at a time, so eight requests in parallel only queued
 * behind each other, each with its own round trip, token check and transaction.
 */
create function public.overview_period_figures(p_from date, p_to date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  groups private.overview_lead_group[];
begin
  perform private.require_overview_reader();
  groups := array(
    select g from private.overview_lead_groups(private.overview_period(p_from, p_to)) g);
  -- Each function's rows in its order, as PostgREST would send them (without the ordinality).
  return jsonb_build_object(
    'funnel', (select coalesce(jsonb_agg(to_jsonb(f) - 'ordinality' order by f.ordinality), '[]')
        from private.overview_funnel_of(groups) with ordinality as f),
    'durations', (select coalesce(jsonb_agg(to_jsonb(f) - 'ordinality' order by f.ordinality), '[]')
        from public.overview_stage_durations(p_from, p_to) with ordinality as f),
    'conversion', (select coalesce(jsonb_agg(to_jsonb(f) - 'ordinality' order by f.ordinality), '[]')
        from private.overview_conversion_of(groups) with ordinality as f),
    'requests', (select coalesce(jsonb_agg(to_jsonb(f) - 'ordinality' order by f.ordinality), '[]')
        from public.overview_requests_weekly(p_from, p_to) with ordinality as f),
    'decisions', (select coalesce(jsonb_agg(to_jsonb(f) - 'ordinality' order by f.ordinality), '[]')
        from public.overview_decision_times(p_from, p_to) with ordinality as f),
    'events', (select coalesce(jsonb_agg(to_jsonb(f) - 'ordinality' order by f.ordinality), '[]')
        from public.overview_events(p_from, p_to) with ordinality as f),
    'guestMix', (select coalesce(jsonb_agg(to_jsonb(f) - 'ordinality' order by f.ordinality), '[]')
        from public.overview_guest_mix(p_from, p_to) with ordinality as f),
    'newsletter', (select coalesce(jsonb_agg(to_jsonb(f) - 'ordinality' order by f.ordinality), '[]')
        from public.overview_newsletter_weekly(p_from, p_to) with ordinality as f));
end
$$;

revoke all on function public.overview_period_figures(date, date) from public, anon;
grant execute on function public.overview_period_figures(date, date) to authenticated, service_role;
revoke all on function private.overview_lead_groups(tstzrange) from public;
revoke all on function private.overview_funnel_of(private.overview_lead_group[]) from public;
revoke all on function private.overview_conversion_of(private.overview_lead_group[]) from public;
grant execute on function private.overview_lead_groups(tstzrange) to authenticated, service_role;
grant execute on function private.overview_funnel_of(private.overview_lead_group[])
  to authenticated, service_role;
grant execute on function private.overview_conversion_of(private.overview_lead_group[])
  to authenticated, service_role;
