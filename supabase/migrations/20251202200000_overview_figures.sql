/*
 * The staff Overview's figures (docs/behaviour/staff-app.md#the-overview): one function per
 * figure over the real tables, so the island only draws. Each takes a period of whole days in
 * Asia/Riyadh, p_from to p_to inclusive; weeks start on Sunday. Staff only: each function checks
 * the caller first (42501 otherwise) and runs as the caller (security invoker), so row-level
 * security decides what it reads as well. The stages are read from their SQL domain's check
 * (private.domain_values), never listed again here.
 */

/* A text domain's allowed values in the order its check lists them (the stages' board order). */
create function private.domain_values(p_domain regtype)
returns table (value text, ord integer)
language sql
stable
set search_path = ''
as $$
  select replace(m.parts[1], '''''', ''''), m.ord::int
    from pg_catalog.pg_constraint c,
         regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''((?:[^'']|'''')*)''::text', 'g')
           with ordinality as m(parts, ord)
   where c.contypid = p_domain
$$;

/* The Overview's one staff check: staff, or the service role (benchmarks, scripts). */
create function private.require_overview_reader() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select private.is_staff()) and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception using errcode = '42501', message = 'Only staff can read the overview';
  end if;
end
$$;

/* Where a period starts and ends as instants: p_from 00:00 to the day after p_to, in Riyadh. */
create function private.overview_period(p_from date, p_to date) returns tstzrange
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_to < p_from then
    raise exception using errcode = '22023', message = 'The period ends before it starts';
  end if;
  return tstzrange(p_from::timestamp at time zone 'Asia/Riyadh',
                   (p_to + 1)::timestamp at time zone 'Asia/Riyadh', '[)');
end
$$;

/* The Sunday that starts an instant's week, in Riyadh. */
create function private.overview_week(p_at timestamptz) returns date
language sql
immutable
set search_path = ''
as $$
  select (date_trunc('week', (p_at at time zone 'Asia/Riyadh') + interval '1 day')
          - interval '1 day')::date
$$;

/* Each stage a contact has been in: the current one and both sides of every recorded move. */
create function private.overview_stages_visited(p_contact uuid, p_current public.pipeline_stage)
returns setof public.pipeline_stage
language sql
stable
set search_path = ''
as $$
  select p_current
  union
  select (side ->> 'stage')::public.pipeline_stage
    from public.activity a,
         lateral (values (a.before), (a.after)) as s(side)
   where a.entity_type = 'contact' and a.entity_id = p_contact and a.action = 'stage_changed'
     and side ->> 'stage' is not null
$$;

/* A request's outcome as the Overview groups it: an approval and what follows it count as approved. */
create function private.overview_outcome(p_status public.request_status) returns text
language sql
immutable
set search_path = ''
as $$
  select case p_status
    when 'waitlist' then 'waitlisted'
    when 'rejected' then 'rejected'
    when 'pending' then 'pending'
    else 'approved'
  end
$$;

/* Contacts per stage now, every stage in board order (zero included). */
create function public.overview_stage_counts()
returns table (stage text, total integer)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_overview_reader();
  return query
    select s.stage::text, count(c.id)::int
      from private.domain_values('public.pipeline_stage') as s(stage, ord)
      left join public.contacts c on c.stage = s.stage
     group by s.stage, s.ord
     order by s.ord;
end
$$;

/*
 * The period's new leads (contacts created in it) as a funnel: per stage, how many reached it or
 * a later one on the way to Closed Won (a skipped stage counts as passed), and how many stopped
 * there (their furthest). Closed Lost is not a step: its row counts the leads ever lost.
 */
create function public.overview_lead_funnel(p_from date, p_to date)
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
    with stages as (
      select s.stage, s.ord::int as ord
        from private.domain_values('public.pipeline_stage') as s(stage, ord)
    ),
    leads as (
      select c.id,
             max(st.ord) filter (where st.stage <> 'closed_lost') as top,
             bool_or(st.stage = 'closed_lost') as lost
        from public.contacts c
        cross join lateral private.overview_stages_visited(c.id, c.stage) as v(stage)
        join stages st on st.stage = v.stage
       where period @> c.created_at
       group by c.id
    )
    select st.stage::text,
           case when st.stage = 'closed_lost'
                then (select count(*) from leads l where l.lost)
                else (select count(*) from leads l where l.top >= st.ord) end::int,
           case when st.stage = 'closed_lost'
                then (select count(*) from leads l where l.lost)
                else (select count(*) from leads l where l.top = st.ord) end::int
      from stages st
     order by st.ord;
end
$$;

/*
 * Median days in each stage, from the stage history: a stay runs from the contact's creation or
 * its previous move to the move that ends it; the stays that ended in the period count.
 */
create function public.overview_stage_durations(p_from date, p_to date)
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
    with moves as (
      select a.entity_id as contact_id, a.occurred_at, a.before ->> 'stage' as left_stage,
             lag(a.occurred_at) over (partition by a.entity_id order by a.occurred_at, a.id) as prev_at
        from public.activity a
       where a.entity_type = 'contact' and a.action = 'stage_changed'
    ),
    stays as (
      select m.left_stage,
             extract(epoch from m.occurred_at - coalesce(m.prev_at, c.created_at)) / 86400 as days
        from moves m
        join public.contacts c on c.id = m.contact_id
       where period @> m.occurred_at
    )
    select s.stage::text, count(st.days)::int,
           round((percentile_cont(0.5) within group (order by st.days))::numeric, 1)
      from private.domain_values('public.pipeline_stage') as s(stage, ord)
      left join stays st on st.left_stage = s.stage::text
     group by s.stage, s.ord
     order by s.ord;
end
$$;

/*
 * Of the period's new leads, how many reached Closed Won (now or at any time), by lead type and by
 * industry (a null industry is its own group).
 */
create function public.overview_conversion(p_from date, p_to date)
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
    with leads as (
      select c.lead_type::text as lead_type, c.industry::text as industry,
             exists (select 1 from private.overview_stages_visited(c.id, c.stage) as v(stage)
                      where v.stage = 'closed_won') as won
        from public.contacts c
       where period @> c.created_at
    )
    select 'lead_type', l.lead_type, count(*)::int, count(*) filter (where l.won)::int
      from leads l group by l.lead_type
    union all
    select 'industry', l.industry, count(*)::int, count(*) filter (where l.won)::int
      from leads l group by l.industry
    order by 1, 3 desc, 2;
end
$$;

/*
 * Membership applications (the join form) and event requests (the event pages) received in the
 * period, per week (its Sunday), by where they came from and where they stand now.
 */
create function public.overview_requests_weekly(p_from date, p_to date)
returns table (week date, source text, outcome text, total integer)
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
    with received as (
      select m.created_at, 'join_form' as source, m.request_status
        from public.membership_requests m where period @> m.created_at
      union all
      select e.created_at, 'event_page', e.request_status
        from public.event_requests e where period @> e.created_at
    )
    select private.overview_week(r.created_at), r.source,
           private.overview_outcome(r.request_status), count(*)::int
      from received r
     group by 1, 2, 3
     order by 1, 2, 3;
end
$$;

/*
 * Of the requests received in the period that have been decided, the median days from receipt to
 * the first decision (the first status change the trail recorded), by source.
 */
create function public.overview_decision_times(p_from date, p_to date)
returns table (source text, decided integer, median_days numeric)
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
    with received as (
      select m.id, m.created_at, 'join_form' as source, 'membership_request' as entity
        from public.membership_requests m where period @> m.created_at
      union all
      select e.id, e.created_at, 'event_page', 'event_request'
        from public.event_requests e where period @> e.created_at
    ),
    decided as (
      select r.source,
             extract(epoch from (select min(a.occurred_at) from public.activity a
                                  where a.entity_type = r.entity and a.entity_id = r.id
                                    and a.action = 'status_changed') - r.created_at) / 86400 as days
        from received r
    )
    select s.source, count(d.days)::int,
           round((percentile_cont(0.5) within group (order by d.days))::numeric, 1)
      from (values ('join_form', 1), ('event_page', 2)) as s(source, ord)
      left join decided d on d.source = s.source
     group by s.source, s.ord
     order by s.ord;
end
$$;

/*
 * Each event starting in the period: its capacity and guests. A no-show held a seat (invited or
 * confirmed) at an event that has started and was not checked in; walk-ins are guests the door
 * added. Fill = checked in / capacity; show = invited guests who came / those expected.
 */
create function public.overview_events(p_from date, p_to date)
returns table (
  slug text, title text, starts_at timestamptz, capacity integer, invited integer,
  confirmed integer, declined integer, checked_in integer, walk_ins integer, no_shows integer,
  fill_rate numeric, show_rate numeric
)
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
    with guests as (
      select ev.slug, ev.title_en, ev.starts_at, ev.capacity,
             count(i.id) filter (where i.status <> 'removed' and not i.added_at_door) as invited,
             count(i.id) filter (where i.status = 'confirmed' and not i.added_at_door) as confirmed,
             count(i.id) filter (where i.status = 'declined') as declined,
             count(k.id) as checked_in,
             count(k.id) filter (where i.added_at_door) as walk_ins,
             count(i.id) filter (where ev.starts_at <= now() and k.id is null
                                   and i.status in ('invited', 'confirmed')
                                   and not i.added_at_door) as no_shows
        from public.events ev
        left join public.invitations i on i.event_slug = ev.slug
        left join public.check_ins k on k.invitation_id = i.id
       where ev.removed_at is null and period @> ev.starts_at
       group by ev.id
    )
    select g.slug, g.title_en, g.starts_at, g.capacity, g.invited::int, g.confirmed::int,
           g.declined::int, g.checked_in::int, g.walk_ins::int, g.no_shows::int,
           case when g.capacity > 0 then round(g.checked_in::numeric / g.capacity, 3) end,
           case when g.checked_in - g.walk_ins + g.no_shows > 0
                then round((g.checked_in - g.walk_ins)::numeric
                           / (g.checked_in - g.walk_ins + g.no_shows), 3) end
      from guests g
     order by g.starts_at, g.slug;
end
$$;

/*
 * Newsletter consents given and withdrawn per week of the period (a person joining or leaving
 * the list; a repeated consent changes nothing), and the list's size at each week's end: the people (by contact, else address) whose latest newsletter consent is 'given'.
 * Every week of the period has a row, so the growth line has no gaps.
 */
create function public.overview_newsletter_weekly(p_from date, p_to date)
returns table (week date, given integer, withdrawn integer, total integer)
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
    with records as (
      select coalesce(c.contact_id::text, lower(c.email)) as person, c.status, c.recorded_at,
             lag(c.status) over (partition by coalesce(c.contact_id::text, lower(c.email))
                                 order by c.recorded_at, c.id) as was
        from public.consents c
       where c.purpose = 'newsletter'
    ),
    -- +1 when a person joins the list, -1 when they leave it; repeats change nothing.
    steps as (
      select r.recorded_at,
             case when r.status = 'given' and r.was is distinct from 'given' then 1
                  when r.status = 'withdrawn' and r.was = 'given' then -1
                  else 0 end as delta
        from records r
    ),
    weeks as (
      select w::date as week
        from generate_series(private.overview_week(lower(period)),
                             private.overview_week(upper(period) - interval '1 microsecond'),
                             interval '7 days') as w
    )
    select w.week,
           (select count(*) from steps s where s.delta = 1 and period @> s.recorded_at
               and private.overview_week(s.recorded_at) = w.week)::int,
           (select count(*) from steps s where s.delta = -1 and period @> s.recorded_at
               and private.overview_week(s.recorded_at) = w.week)::int,
           (select coalesce(sum(s.delta), 0) from steps s
             where s.recorded_at < least(upper(period),
                     (w.week + 7)::timestamp at time zone 'Asia/Riyadh'))::int
      from weeks w
     order by w.week;
end
$$;

revoke all on function private.domain_values(regtype) from public;
grant execute on function private.domain_values(regtype) to authenticated, service_role;
revoke all on function private.require_overview_reader() from public;
grant execute on function private.require_overview_reader() to authenticated, service_role;
revoke all on function private.overview_period(date, date) from public;
grant execute on function private.overview_period(date, date) to authenticated, service_role;
revoke all on function private.overview_week(timestamptz) from public;
grant execute on function private.overview_week(timestamptz) to authenticated, service_role;
revoke all on function private.overview_stages_visited(uuid, public.pipeline_stage) from public;
grant execute on function private.overview_stages_visited(uuid, public.pipeline_stage)
  to authenticated, service_role;
revoke all on function private.overview_outcome(public.request_status) from public;
grant execute on function private.overview_outcome(public.request_status) to authenticated, service_role;

revoke all on function public.overview_stage_counts() from public, anon;
revoke all on function public.overview_lead_funnel(date, date) from public, anon;
revoke all on function public.overview_stage_durations(date, date) from public, anon;
revoke all on function public.overview_conversion(date, date) from public, anon;
revoke all on function public.overview_requests_weekly(date, date) from public, anon;
revoke all on function public.overview_decision_times(date, date) from public, anon;
revoke all on function public.overview_events(date, date) from public, anon;
revoke all on function public.overview_newsletter_weekly(date, date) from public, anon;
grant execute on function public.overview_stage_counts() to authenticated, service_role;
grant execute on function public.overview_lead_funnel(date, date) to authenticated, service_role;
grant execute on function public.overview_stage_durations(date, date) to authenticated, service_role;
grant execute on function public.overview_conversion(date, date) to authenticated, service_role;
grant execute on function public.overview_requests_weekly(date, date) to authenticated, service_role;
grant execute on function public.overview_decision_times(date, date) to authenticated, service_role;
grant execute on function public.overview_events(date, date) to authenticated, service_role;
grant execute on function public.overview_newsletter_weekly(date, date) to authenticated, service_role;
