/*
 * Move to Pipeline for a forum or dinner request (docs/behaviour/staff-app.md#move-to-pipeline), as
 * for membership requests (20251124000401_move_to_pipeline.sql): only once approved; the contact
 * with the request's e-mail (or from this request: source event_request and source_id) is updated,
 * or a new one is made in mql_lead with the name split on spaces (first word, then the rest); the
 * request is marked moved_to_pipeline; a second call creates nothing and returns the same contact.
 */
create function public.move_event_request_to_pipeline(p_request_id uuid)
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
    raise exception using errcode = 'P0002', message = 'Request not found';
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

revoke all on function public.move_event_request_to_pipeline(uuid) from public, anon;
grant execute on function public.move_event_request_to_pipeline(uuid) to authenticated, service_role;
