/*
 * Each contact carries how many items of its current stage's checklist are still open, kept by
 * the database, so the board has the stage-move guard's number with its cards and a drop moves at
 * once (docs/behaviour/staff-app.md#checklist-guard) instead of asking the server first. The
 * number is recomputed whenever the contact's stage changes or its checklist changes, and by
 * nobody else: a write of the column itself is replaced by the true count. A checklist change
 * updates the contact, so the live feed carries the new number to every open board.
 */
alter table public.contacts
  add column open_checklist_items integer not null default 0
    check (open_checklist_items >= 0);

comment on column public.contacts.open_checklist_items is
  'Open checklist items of the contact''s current stage; kept by triggers, never written directly.';

create function private.open_checklist_items(p_contact uuid, p_stage text) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.checklist_items i
   where i.contact_id = p_contact and i.stage = p_stage and not i.completed
$$;

revoke all on function private.open_checklist_items(uuid, text) from public;

/*
 * A contact that is created or enters a stage gets the stage's template items it lacks, open,
 * from copy_stage_checklist after the row is written: count them now, so the row as written (and
 * as an UPDATE … RETURNING answers it) already holds the number the copy leads to.
 */
create function private.contacts_open_checklist_items() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.stage is distinct from old.stage then
    new.open_checklist_items := private.open_checklist_items(new.id, new.stage)
      + (select count(*)::integer
           from public.checklist_items t
          where t.contact_id is null and t.stage = new.stage
            and not exists (select 1 from public.checklist_items i
                             where i.contact_id = new.id and i.stage = new.stage
                               and i.item_text = t.item_text));
  elsif new.open_checklist_items is distinct from old.open_checklist_items then
    new.open_checklist_items := private.open_checklist_items(new.id, new.stage);
  end if;
  return new;
end
$$;

revoke all on function private.contacts_open_checklist_items() from public;

-- Only an update that names these columns fires it (Infer Industries' 10,000 updates do not).
create trigger contacts_open_checklist_items
  before insert or update of stage, open_checklist_items on public.contacts
  for each row execute function private.contacts_open_checklist_items();

/*
 * After a statement changes checklist items: each contact concerned gets its count again, by its
 * key (a join with the transition table would scan every contact for each copied checklist), and
 * only where it differs (a new contact's copied template already matches).
 */
create function private.recount_open_checklist_items() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[];
  touched uuid;
begin
  -- Each transition table exists only for the events that have it, so one query per event.
  if tg_op = 'INSERT' then
    select array_agg(distinct n.contact_id) into ids from new_rows n;
  elsif tg_op = 'UPDATE' then
    select array_agg(distinct u.contact_id) into ids
      from (select n.contact_id from new_rows n union select o.contact_id from old_rows o) u;
  else
    select array_agg(distinct o.contact_id) into ids from old_rows o;
  end if;
  foreach touched in array coalesce(ids, '{}') loop
    continue when touched is null;
    update public.contacts c
       set open_checklist_items = private.open_checklist_items(c.id, c.stage)
     where c.id = touched
       and c.open_checklist_items is distinct from private.open_checklist_items(c.id, c.stage);
  end loop;
  return null;
end
$$;

revoke all on function private.recount_open_checklist_items() from public;

create trigger checklist_items_recount_insert
  after insert on public.checklist_items referencing new table as new_rows
  for each statement execute function private.recount_open_checklist_items();
create trigger checklist_items_recount_update
  after update on public.checklist_items referencing old table as old_rows new table as new_rows
  for each statement execute function private.recount_open_checklist_items();
create trigger checklist_items_recount_delete
  after delete on public.checklist_items referencing old table as old_rows
  for each statement execute function private.recount_open_checklist_items();

-- Contacts that exist already.
update public.contacts c
   set open_checklist_items = private.open_checklist_items(c.id, c.stage)
 where private.open_checklist_items(c.id, c.stage) <> 0;

-- The board's cards carry the number (a new column in the result: drop and create).
drop function public.board_cards(text, text, text, integer, text, smallint, timestamptz, uuid);

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
  has_account boolean,
  open_checklist_items integer
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
         exists (select 1 from public.profiles p where lower(p.email) = lower(card.email)),
         card.open_checklist_items
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

revoke all on function public.board_cards(text, text, text, integer, text,
  smallint, timestamptz, uuid) from public, anon;
grant execute on function public.board_cards(text, text, text, integer, text,
  smallint, timestamptz, uuid) to authenticated, service_role;
