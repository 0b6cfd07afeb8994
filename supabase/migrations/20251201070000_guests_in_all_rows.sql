/*
 * Walk-ins and guests without a request in the All table (docs/behaviour/staff-app.md#the-all-table).
 * A guest added at the door, or invited without asking (staff, another site's registration), had
 * no row there: the table held contacts and requests only. Now each such invitation is a row of
 * kind 'guest' unless the address is a contact's (then the contact's row stands for them), its
 * status 'Walk-in (<event>)' or 'Invited without a request (<event>)'.
 *
 * Whether the door added the guest is kept on the invitation (added_at_door), set by
 * check_in_walk_in. Before, a walk-in's invitation and its check-in were written in one
 * transaction, so both carry the same now(): that marks the walk-ins written before this.
 */
alter table public.invitations add column added_at_door boolean not null default false;

comment on column public.invitations.added_at_door is
  'Added at the door by check_in_walk_in (a walk-in), not from a request or by staff beforehand.';

update public.invitations i
   set added_at_door = true
 where i.request_id is null
   and exists (select 1 from public.check_ins k
                where k.invitation_id = i.id and k.checked_in_at = i.created_at);

/* check_in_walk_in of 20251201000000_events_from_content.sql, marking the invitation it adds. */
create or replace function private.check_in_walk_in(event_slug text, email text, guest_name text,
                                                    company text, device text default null)
returns table (invitation_id uuid, checked_in_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  guest public.invitations%rowtype;
  starts timestamptz;
begin
  if not (select private.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can add walk-in guests';
  end if;
  if nullif(btrim(check_in_walk_in.guest_name), '') is null then
    raise exception using errcode = '22023', message = 'A walk-in guest needs a name';
  end if;
  starts := private.event_start(check_in_walk_in.event_slug);
  insert into public.invitations (event_slug, contact_id, email, guest_name, company, status,
                                  starts_at, added_at_door)
  values (check_in_walk_in.event_slug,
          (select c.id from public.contacts c where lower(c.email) = lower(btrim(check_in_walk_in.email)) limit 1),
          btrim(check_in_walk_in.email), btrim(check_in_walk_in.guest_name),
          nullif(btrim(check_in_walk_in.company), ''), 'confirmed', starts, true)
  on conflict (event_slug, lower(email)) do nothing
  returning * into guest;
  if guest.id is null then
    select * into guest from public.invitations i
     where i.event_slug = check_in_walk_in.event_slug and lower(i.email) = lower(btrim(check_in_walk_in.email))
     for update;
    if guest.status in ('declined', 'removed') then
      update public.invitations set status = 'confirmed' where id = guest.id;
    end if;
  end if;
  return query select guest.id, private.check_in(guest.id, device);
end
$$;

/*
 * The view of 20251127020000_all_rows_attendance.sql with the guests' rows and, as its last
 * column, the row's event (an event request's or a guest's), which a guest's row links to.
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
