/*
 * The Overview's guest mix (docs/behaviour/staff-app.md#the-overview): for each event starting in
 * the period, its guests by industry and by seniority, and how many of each came. A guest holds a
 * seat (invited or confirmed) or was checked in (walk-ins included); a guest's industry and title
 * are their request's, else their contact's. Seniority is read from the title by the rule of
 * src/lib/crm/guest-mix.ts (seniorityOf), which the Events tab's mix uses; the integration test
 * overview-guest-mix.test.ts holds the two to the same answer for every level.
 */

/* The seniority a title reads as: its most senior reading, first match wins. */
create function private.overview_seniority(p_title text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when nullif(btrim(p_title), '') is null then 'No title given'
    when p_title ~* '\y(founder|co-?founder|owner|chair(man|woman|person)?|president|ceo|cfo|coo|cto|cio|cmo|chief|managing (director|partner)|general partner)\y'
      then 'Founder or C-level'
    when p_title ~* '\y(director|vp|vice[- ]president|head|partner|general manager|principal)\y'
      then 'Director or VP'
    when p_title ~* '\y(manager|lead|supervisor|officer)\y' then 'Manager'
    else 'Other'
  end
$$;

create function public.overview_guest_mix(p_from date, p_to date)
returns table (slug text, dimension text, value text, guests integer, came integer)
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
      select ev.slug, ev.starts_at,
             coalesce(r.industry::text, c.industry::text) as industry,
             private.overview_seniority(coalesce(nullif(btrim(r.title), ''), c.title)) as seniority,
             k.id is not null as came
        from public.events ev
        join public.invitations i on i.event_slug = ev.slug
        left join public.event_requests r on r.id = i.request_id
        left join public.contacts c on c.id = i.contact_id
        left join public.check_ins k on k.invitation_id = i.id
       where ev.removed_at is null and period @> ev.starts_at
         and (k.id is not null or i.status in ('invited', 'confirmed'))
    ),
    mix as (
      select g.slug, g.starts_at, 'industry' as dimension, g.industry as value,
             count(*)::int as guests, (count(*) filter (where g.came))::int as came
        from guests g group by g.slug, g.starts_at, g.industry
      union all
      select g.slug, g.starts_at, 'seniority', g.seniority,
             count(*)::int, (count(*) filter (where g.came))::int
        from guests g group by g.slug, g.starts_at, g.seniority
    )
    select m.slug, m.dimension, m.value, m.guests, m.came
      from mix m
     order by m.starts_at, m.slug, m.dimension, m.guests desc, m.value;
end
$$;

revoke all on function private.overview_seniority(text) from public;
grant execute on function private.overview_seniority(text) to authenticated, service_role;
revoke all on function public.overview_guest_mix(date, date) from public, anon;
grant execute on function public.overview_guest_mix(date, date) to authenticated, service_role;
