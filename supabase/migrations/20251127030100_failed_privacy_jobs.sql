/*
 * failed_jobs of 20251126010000_event_invitations.sql, naming the address of a failed privacy
 * request job (its verification link, its extension notice) too, so staff do not read "Record
 * deleted" for a request that exists. Staff have no direct read of privacy_requests
 * (20251127030000_privacy_requests.sql), so the address comes through a staff-checked helper.
 * Otherwise unchanged.
 */
create function private.privacy_request_email(request_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.email::text from public.privacy_requests p
   where p.id = request_id and (select private.is_staff())
$$;
revoke all on function private.privacy_request_email(uuid) from public, anon;
grant execute on function private.privacy_request_email(uuid) to authenticated;

create or replace function public.failed_jobs()
returns table (
  id uuid, kind text, row_id uuid, detail text, attempts integer, last_error text,
  failed_at timestamptz, email text, name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select j.id, j.kind, j.row_id, j.detail, j.attempts, j.last_error,
         coalesce(j.finished_at, j.updated_at),
         coalesce(m.email, e.email, c.email, i.email,
                  case when j.kind in ('send-privacy-verification', 'send-privacy-extension')
                       then private.privacy_request_email(j.row_id) end)::text,
         coalesce(nullif(btrim(concat_ws(' ', m.first_name, m.last_name)), ''), e.name,
                  nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''), i.guest_name)
    from public.after_insert_jobs j
    left join public.membership_requests m on m.id = j.row_id
      and j.kind in ('push-to-make', 'send-network-confirmation', 'create-approved-member', 'send-membership-status')
    left join public.event_requests e on e.id = j.row_id
      and j.kind in ('send-event-confirmation', 'send-event-status')
    left join public.contacts c on c.id = j.row_id and j.kind = 'send-newsletter-confirmation'
    left join public.invitations i on i.id = j.row_id
      and j.kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder')
   where j.status = 'failed'
   order by coalesce(j.finished_at, j.updated_at) desc, j.id
   limit 500
$$;
