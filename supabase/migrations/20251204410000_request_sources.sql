/*
 * Where each request came from (docs/behaviour/staff-app.md#the-overview): the join form, an event
 * page, a campaign or staff. Before, the Overview took the source from the table (membership
 * applications 'join_form', event requests 'event_page'); now each row records it.
 *
 * - A visitor's row takes its table's public source (the column's default; visitors have no
 *   grant on the column, so a visitor cannot name another).
 * - A row inserted by a signed-in staff member is 'staff' (private.set_request_source): staff
 *   entering a request received by phone or in person.
 * - 'campaign' is reserved for the newsletters feature: nothing writes it yet; that feature will,
 *   through the service role, which may set any source.
 * Existing rows keep their table's public source: no trail recorded who inserted a request.
 */
create domain public.request_source as text
  check (value in ('join_form', 'event_page', 'campaign', 'staff'));

alter table public.membership_requests
  add column source public.request_source not null default 'join_form';
alter table public.event_requests
  add column source public.request_source not null default 'event_page';

comment on column public.membership_requests.source is
  'Where the application came from (join_form, campaign, staff); see 20251204410000_request_sources.sql.';
comment on column public.event_requests.source is
  'Where the request came from (event_page, campaign, staff); see 20251204410000_request_sources.sql.';

create function private.set_request_source() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Visitors (anon) may not ask is_staff; only a signed-in user can be staff.
  if coalesce((select auth.role()), '') = 'authenticated' then
    if (select private.is_staff()) then
      new.source := 'staff';
    end if;
  end if;
  return new;
end
$$;

revoke all on function private.set_request_source() from public;

create trigger membership_requests_source
  before insert on public.membership_requests
  for each row execute function private.set_request_source();
create trigger event_requests_source
  before insert on public.event_requests
  for each row execute function private.set_request_source();

/*
 * The requests received in the period, both kinds: where each came from, its outcome now and the
 * days from receipt to its first decision (null while undecided). The weekly figure, the decision
 * times and the rows they open all read this.
 */
create function private.overview_received(p_period tstzrange)
returns table (kind text, id uuid, created_at timestamptz, source text, outcome text,
               decision_days double precision)
language sql
stable
set search_path = ''
as $$
  with received as (
    select 'membership' as kind, 'membership_request' as entity, m.id, m.created_at,
           m.source::text as source, m.request_status
      from public.membership_requests m where p_period @> m.created_at
    union all
    select 'event', 'event_request', e.id, e.created_at, e.source::text, e.request_status
      from public.event_requests e where p_period @> e.created_at
  )
  select r.kind, r.id, r.created_at, r.source, private.overview_outcome(r.request_status),
         extract(epoch from (select min(a.occurred_at) from public.activity a
                              where a.entity_type = r.entity and a.entity_id = r.id
                                and a.action = 'status_changed') - r.created_at)::double precision
           / 86400
    from received r
$$;

create or replace function public.overview_requests_weekly(p_from date, p_to date)
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
    select private.overview_week(r.created_at), r.source, r.outcome, count(*)::int
      from private.overview_received(period) r
     group by 1, 2, 3
     order by 1, 2, 3;
end
$$;

/* Every source has a row, in the domain's order, so the table keeps its shape. */
create or replace function public.overview_decision_times(p_from date, p_to date)
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
    select s.source, count(r.decision_days)::int,
           round((percentile_cont(0.5) within group (order by r.decision_days))::numeric, 1)
      from private.domain_values('public.request_source') as s(source, ord)
      left join private.overview_received(period) r on r.source = s.source
     group by s.source, s.ord
     order by s.ord;
end
$$;

/*
 * The All table's rows behind one number of the Overview (staff only, as the figures): the
 * requests received from a source ('received'; the browser narrows them to an outcome by
 * status) and those of them decided ('decided'), or the contacts of a pipeline figure
 * (private.overview_figure_contacts of 20251204400000_overview_figure_rows.sql). p_value is the
 * figure's row (a source, a stage, a lead type…); left out, a row of no value (no industry).
 */
create function public.overview_rows(p_figure text, p_from date, p_to date,
                                     p_value text default null)
returns setof public.crm_all_rows
language plpgsql
stable
set search_path = ''
as $$
declare
  period tstzrange := private.overview_period(p_from, p_to);
begin
  perform private.require_overview_reader();
  if p_figure in ('received', 'decided') then
    return query
      select v.* from public.crm_all_rows v
       where v.kind in ('membership', 'event')
         and v.id in (select r.id from private.overview_received(period) r
                       where r.source = p_value
                         and (p_figure = 'received' or r.decision_days is not null));
  else
    return query
      select v.* from public.crm_all_rows v
       where v.kind = 'contact'
         and v.id in (select private.overview_figure_contacts(p_figure, p_value, period));
  end if;
end
$$;

revoke all on function private.overview_received(tstzrange) from public;
grant execute on function private.overview_received(tstzrange) to authenticated, service_role;
revoke all on function public.overview_rows(text, date, date, text) from public, anon;
grant execute on function public.overview_rows(text, date, date, text) to authenticated, service_role;
