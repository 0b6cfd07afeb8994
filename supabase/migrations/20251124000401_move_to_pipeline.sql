/*
 * Move to Pipeline for a membership request (docs/behaviour/staff-app.md#move-to-pipeline), in one
 * transaction: only an approved request (approved, account_created or account_exists); the contact
 * with the request's e-mail (or from this request: source network_request and source_id) is
 * updated, or a new one is made in mql_lead; then the request is marked moved_to_pipeline. Calling
 * it again creates nothing new and returns the same contact. Security invoker: staff only, by RLS.
 */
create function public.move_membership_request_to_pipeline(p_request_id uuid)
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
    raise exception using errcode = 'P0002', message = 'Request not found';
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

revoke all on function public.move_membership_request_to_pipeline(uuid) from public, anon;
grant execute on function public.move_membership_request_to_pipeline(uuid) to authenticated, service_role;
