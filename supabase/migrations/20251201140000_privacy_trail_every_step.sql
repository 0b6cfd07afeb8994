/*
 * A privacy request's trail names every step (issue 41, docs/behaviour/privacy-requests.md): it
 * read only the audit rows about the request itself, so the export and the erasure made for it
 * (audited under their own subjects, with the request's id in the detail) and its receipt were
 * missing. Now: received (the request's own time), verified, viewed, extended, exported, erased,
 * answered, oldest first. Everything else is as 20251127030000_privacy_requests.sql wrote it.
 */
create or replace function private.privacy_request_trail(request_id uuid)
returns table (occurred_at timestamptz, action text, actor_name text, actor_role text, detail jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select t.occurred_at, t.action, t.actor_name, t.actor_role, t.detail
      from (
        select p.received_at as occurred_at, 'privacy_request_received'::text as action,
               null::text as actor_name, 'anon'::text as actor_role,
               jsonb_build_object('kind', p.kind) as detail, 0 as step, null::uuid as id
          from public.privacy_requests p
         where p.id = privacy_request_trail.request_id
        union all
        select a.occurred_at, a.action::text,
               nullif(btrim(concat_ws(' ', pr.first_name, pr.last_name)), ''),
               a.actor_role, a.detail, 1, a.id
          from public.audit_log a
          left join public.profiles pr on pr.id = a.actor_id
         where (a.subject_table = 'privacy_requests' and a.subject_id = privacy_request_trail.request_id)
            or (a.action in ('personal_data_exported', 'personal_data_erased')
                and a.detail ->> 'privacy_request_id' = privacy_request_trail.request_id::text)
      ) t
     order by t.occurred_at, t.step, t.id;
end
$$;
