/*
 * Every number of the Overview opens its rows (docs/behaviour/staff-app.md#the-overview): the
 * funnel, time in stage and conversion figures of 20251202200000_overview_figures.sql counted
 * contacts the All table could not narrow to (a stage reached in the past, a stay that ended in
 * the period, a lead type). Each figure and its rows now read one private function, so a count
 * and the rows it opens cannot disagree; public.overview_rows (20251204410000_request_sources.sql,
 * with the requests' figures) answers the All table's rows of a figure, which the browser
 * filters, sorts and pages as it does the view.
 */

/*
 * The period's new leads (contacts created in it): the place of the furthest stage each reached on
 * the way to Closed Won (a skipped stage counts as passed), whether it was ever lost or won.
 */
create function private.overview_leads(p_period tstzrange)
returns table (contact_id uuid, top integer, lost boolean, won boolean, lead_type text,
               industry text)
language sql
stable
set search_path = ''
as $$
  -- The stages each lead has been in: its current one and both sides of every recorded move,
  -- joined as sets (a function called per lead made a year of 50,000 leads take a second).
  with leads as (
    select c.id, c.stage::text as stage, c.lead_type::text as lead_type,
           c.industry::text as industry
      from public.contacts c
     where p_period @> c.created_at
  ),
  visited as (
    select l.id, l.stage from leads l
    union
    select a.entity_id, side.stage
      from public.activity a
      join leads l on l.id = a.entity_id
      cross join lateral (values (a.before ->> 'stage'), (a.after ->> 'stage')) as side(stage)
     where a.entity_type = 'contact' and a.action = 'stage_changed' and side.stage is not null
  )
  select l.id,
         (max(st.ord) filter (where st.stage <> 'closed_lost'))::int,
         coalesce(bool_or(st.stage = 'closed_lost'), false),
         coalesce(bool_or(st.stage = 'closed_won'), false),
         l.lead_type,
         l.industry
    from leads l
    join visited v on v.id = l.id
    join private.domain_values('public.pipeline_stage') as st(stage, ord) on st.stage = v.stage
   group by l.id, l.lead_type, l.industry
$$;

/*
 * The stays in a stage that ended in the period: from the contact's creation or its previous move
 * to the move that ends it, in days.
 */
create function private.overview_stays(p_period tstzrange)
returns table (contact_id uuid, stage text, days double precision)
language sql
stable
set search_path = ''
as $$
  with moves as (
    select a.entity_id as contact_id, a.occurred_at, a.before ->> 'stage' as left_stage,
           lag(a.occurred_at) over (partition by a.entity_id order by a.occurred_at, a.id) as prev_at
      from public.activity a
     where a.entity_type = 'contact' and a.action = 'stage_changed'
  )
  select m.contact_id, m.left_stage,
         extract(epoch from m.occurred_at - coalesce(m.prev_at, c.created_at))::double precision / 86400
    from moves m
    join public.contacts c on c.id = m.contact_id
   where p_period @> m.occurred_at
$$;

create or replace function public.overview_lead_funnel(p_from date, p_to date)
returns table (stage text, reached integer, furthest integer)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  period tstzrange := private.overview_period(p_from, p_to);
begin
  perform private.require_overview_reader();
  return query
    with leads as (select * from private.overview_leads(period))
    select st.stage::text,
           case when st.stage = 'closed_lost'
                then (select count(*) from leads l where l.lost)
                else (select count(*) from leads l where l.top >= st.ord) end::int,
           case when st.stage = 'closed_lost'
                then (select count(*) from leads l where l.lost)
                else (select count(*) from leads l where l.top = st.ord) end::int
      from private.domain_values('public.pipeline_stage') as st(stage, ord)
     order by st.ord;
end
$$;

create or replace function public.overview_stage_durations(p_from date, p_to date)
returns table (stage text, stays integer, median_days numeric)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  period tstzrange := private.overview_period(p_from, p_to);
begin
  perform private.require_overview_reader();
  return query
    select s.stage::text, count(st.days)::int,
           round((percentile_cont(0.5) within group (order by st.days))::numeric, 1)
      from private.domain_values('public.pipeline_stage') as s(stage, ord)
      left join private.overview_stays(period) st on st.stage = s.stage::text
     group by s.stage, s.ord
     order by s.ord;
end
$$;

create or replace function public.overview_conversion(p_from date, p_to date)
returns table (dimension text, value text, leads integer, won integer)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  period tstzrange := private.overview_period(p_from, p_to);
begin
  perform private.require_overview_reader();
  return query
    with leads as (select * from private.overview_leads(period))
    select 'lead_type', l.lead_type, count(*)::int, count(*) filter (where l.won)::int
      from leads l group by l.lead_type
    union all
    select 'industry', l.industry, count(*)::int, count(*) filter (where l.won)::int
      from leads l group by l.industry
    order by 1, 3 desc, 2;
end
$$;

/*
 * The contacts behind one number of the period, by the figure's name (the keys of
 * OVERVIEW_CONTACT_FIGURES in src/lib/crm/overview/figure-rows.ts) and the row it is in: a stage,
 * a lead type or an industry (null: none).
 */
create function private.overview_figure_contacts(p_figure text, p_value text, p_period tstzrange)
returns setof uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  place integer := (select s.ord from private.domain_values('public.pipeline_stage') as s(stage, ord)
                     where s.stage = p_value);
begin
  case p_figure
    when 'reached', 'furthest' then
      if place is null then
        raise exception using errcode = '22023', message = 'Unknown stage: ' || coalesce(p_value, 'none');
      end if;
      return query
        select l.contact_id from private.overview_leads(p_period) l
         where case when p_value = 'closed_lost' then l.lost
                    when p_figure = 'reached' then l.top >= place
                    else l.top = place end;
    when 'stayed' then
      return query select distinct s.contact_id from private.overview_stays(p_period) s
                    where s.stage = p_value;
    when 'leads_by_lead_type', 'won_by_lead_type' then
      return query select l.contact_id from private.overview_leads(p_period) l
                    where l.lead_type is not distinct from p_value
                      and (l.won or p_figure = 'leads_by_lead_type');
    when 'leads_by_industry', 'won_by_industry' then
      return query select l.contact_id from private.overview_leads(p_period) l
                    where l.industry is not distinct from p_value
                      and (l.won or p_figure = 'leads_by_industry');
    else
      raise exception using errcode = '22023', message = 'Unknown figure: ' || coalesce(p_figure, 'none');
  end case;
end
$$;

revoke all on function private.overview_leads(tstzrange) from public;
grant execute on function private.overview_leads(tstzrange) to authenticated, service_role;
revoke all on function private.overview_stays(tstzrange) from public;
grant execute on function private.overview_stays(tstzrange) to authenticated, service_role;
revoke all on function private.overview_figure_contacts(text, text, tstzrange) from public;
grant execute on function private.overview_figure_contacts(text, text, tstzrange)
  to authenticated, service_role;
