/*
 * A staff RPC given an id that names no row answers 404, not 500. The functions raised P0002
 * (no_data_found), which PostgREST answers with 500 like every P0 code but P0001
 * (docs/wire/supabase-js.md#rest-error-answers); PT404 is PostgREST's way of choosing the status
 * (404), here and on a hosted project alike, and the message names what was missing and its id.
 * Only the raise changes: same signatures, bodies and grants (create or replace keeps them).
 */
-- From 20251124000400_crm_actions.sql; only the missing-row raise differs.
create or replace function public.sync_contact_checklist(p_contact_id uuid)
returns setof public.checklist_items
language plpgsql
set search_path = ''
as $$
declare
  contact_stage public.pipeline_stage;
begin
  select c.stage into contact_stage from public.contacts c where c.id = p_contact_id;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No contact has the id %s', p_contact_id);
  end if;
  insert into public.checklist_items (contact_id, stage, item_text, position)
  select p_contact_id, t.stage, t.item_text, t.position
    from public.checklist_items t
   where t.contact_id is null and t.stage = contact_stage
  on conflict (contact_id, stage, item_text) where contact_id is not null do nothing;
  return query
    select i.* from public.checklist_items i
     where i.contact_id = p_contact_id and i.stage = contact_stage
     order by i.position, i.created_at;
end
$$;

-- From 20251124000401_move_to_pipeline.sql; only the missing-row raise differs.
create or replace function public.move_membership_request_to_pipeline(p_request_id uuid)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  req public.membership_requests%rowtype;
  found_contact_id uuid;
begin
  select * into req from public.membership_requests r where r.id = p_request_id for update;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No membership request has the id %s', p_request_id);
  end if;
  if req.moved_to_pipeline then
    select c.id into found_contact_id from public.contacts c
     where lower(c.email) = lower(req.email)
        or (c.source = 'network_request' and c.source_id = req.id)
     order by (c.source_id = req.id) desc nulls last
     limit 1;
    if found_contact_id is not null then
      return found_contact_id;
    end if;
  elsif req.request_status not in ('approved', 'account_created', 'account_exists') then
    raise exception using errcode = '22023', message = 'Request must be approved first',
      hint = 'Cannot move to pipeline';
  end if;

  select c.id into found_contact_id from public.contacts c
   where lower(c.email) = lower(req.email)
      or (c.source = 'network_request' and c.source_id = req.id)
   order by (c.source_id = req.id) desc nulls last
   limit 1
   for update;

  if found_contact_id is null then
    insert into public.contacts (first_name, last_name, email, phone, company, title, industry,
                                 linkedin_url, source, source_id, stage)
    values (req.first_name, req.last_name, req.email, req.phone_number, req.company, req.title,
            req.industry, req.linkedin_url, 'network_request', req.id, 'mql_lead')
    returning id into found_contact_id;
  else
    update public.contacts c
       set first_name = req.first_name,
           last_name = req.last_name,
           phone = coalesce(req.phone_number, c.phone),
           company = coalesce(req.company, c.company),
           title = coalesce(req.title, c.title),
           industry = coalesce(req.industry, c.industry),
           linkedin_url = coalesce(req.linkedin_url, c.linkedin_url),
           source = 'network_request',
           source_id = req.id
     where c.id = found_contact_id;
  end if;

  update public.membership_requests r
     set moved_to_pipeline = true, request_status = 'moved_to_pipeline'
   where r.id = req.id;
  return found_contact_id;
end
$$;

-- From 20251124000402_move_event_request_to_pipeline.sql; only the missing-row raise differs.
create or replace function public.move_event_request_to_pipeline(p_request_id uuid)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  req public.event_requests%rowtype;
  found_contact_id uuid;
  words text[];
  first text;
  rest text;
begin
  select * into req from public.event_requests r where r.id = p_request_id for update;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No invitation request has the id %s', p_request_id);
  end if;
  if not req.moved_to_pipeline
     and req.request_status not in ('approved', 'account_created', 'account_exists') then
    raise exception using errcode = '22023', message = 'Request must be approved first',
      hint = 'Cannot move to pipeline';
  end if;

  select c.id into found_contact_id from public.contacts c
   where lower(c.email) = lower(req.email)
      or (c.source = 'event_request' and c.source_id = req.id)
   order by (c.source_id = req.id) desc nulls last
   limit 1
   for update;
  if req.moved_to_pipeline and found_contact_id is not null then
    return found_contact_id;
  end if;

  words := regexp_split_to_array(btrim(req.name), '\s+');
  first := coalesce(nullif(words[1], ''), req.email);
  rest := coalesce(array_to_string(words[2:], ' '), '');

  if found_contact_id is null then
    insert into public.contacts (first_name, last_name, email, phone, company, title, industry,
                                 source, source_id, stage)
    values (first, rest, req.email, req.phone_number, req.company, req.title, req.industry,
            'event_request', req.id, 'mql_lead')
    returning id into found_contact_id;
  else
    update public.contacts c
       set phone = coalesce(req.phone_number, c.phone),
           company = coalesce(req.company, c.company),
           title = coalesce(req.title, c.title),
           industry = coalesce(req.industry, c.industry)
     where c.id = found_contact_id;
  end if;

  update public.event_requests r
     set moved_to_pipeline = true, request_status = 'moved_to_pipeline'
   where r.id = req.id;
  return found_contact_id;
end
$$;

-- From 20251124000700_inbound_contacts_handled.sql; only the missing-row raise differs.
create or replace function public.move_contact_message_to_pipeline(p_message_id uuid)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  msg public.contact_messages%rowtype;
  found_contact_id uuid;
  words text[];
begin
  select * into msg from public.contact_messages m where m.id = p_message_id for update;
  if not found then
    raise exception using errcode = 'PT404',
      message = format('No contact message has the id %s', p_message_id);
  end if;

  select c.id into found_contact_id from public.contacts c
   where lower(c.email) = lower(msg.email)
      or (c.source = 'contact_form' and c.source_id = msg.id)
   order by (c.source_id = msg.id) desc nulls last
   limit 1
   for update;
  if msg.moved_to_pipeline and found_contact_id is not null then
    return found_contact_id;
  end if;

  if found_contact_id is null then
    words := regexp_split_to_array(btrim(msg.name), '\s+');
    insert into public.contacts (first_name, last_name, email, industry, source, source_id, stage)
    values (coalesce(nullif(words[1], ''), msg.email), coalesce(array_to_string(words[2:], ' '), ''),
            msg.email, msg.industry, 'contact_form', msg.id, 'mql_lead')
    returning id into found_contact_id;
  elsif msg.industry is not null then
    update public.contacts c set industry = coalesce(c.industry, msg.industry)
     where c.id = found_contact_id;
  end if;

  update public.contact_messages m
     set moved_to_pipeline = true,
         request_status = 'moved_to_pipeline',
         handled_at = coalesce(m.handled_at, now())
   where m.id = msg.id;
  return found_contact_id;
end
$$;
