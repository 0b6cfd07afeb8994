/*
 * The two trails, the audit log and the contact's activity, keep the order their rows were written
 * in. Rows were ordered by their time alone, or then by their random id: steps in one transaction
 * share a time, and the embedded database's clock counts milliseconds, so a privacy request
 * verified and opened within one millisecond listed "viewed" before "verified" (seen once in the
 * privacy requests test), and a checklist item completed and reopened within one could show on the
 * Timeline in either order. `seq` breaks those ties in the order of writing; the time stays the
 * first key, as a transaction's time is when it began.
 */
alter table public.audit_log add column seq bigint generated always as identity;
comment on column public.audit_log.seq is
  'Order of writing: breaks ties between rows of the same time (one transaction, or one millisecond on the embedded database).';

alter table public.activity add column seq bigint generated always as identity;
comment on column public.activity.seq is
  'Order of writing: breaks ties between rows of the same time (one transaction, or one millisecond on the embedded database).';

/* As 20251201140000_privacy_trail_every_step.sql wrote it, with ties broken by the order of writing. */
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
               jsonb_build_object('kind', p.kind) as detail, 0 as step, null::bigint as seq
          from public.privacy_requests p
         where p.id = privacy_request_trail.request_id
        union all
        select a.occurred_at, a.action::text,
               nullif(btrim(concat_ws(' ', pr.first_name, pr.last_name)), ''),
               a.actor_role, a.detail, 1, a.seq
          from public.audit_log a
          left join public.profiles pr on pr.id = a.actor_id
         where (a.subject_table = 'privacy_requests' and a.subject_id = privacy_request_trail.request_id)
            or (a.action in ('personal_data_exported', 'personal_data_erased')
                and a.detail ->> 'privacy_request_id' = privacy_request_trail.request_id::text)
      ) t
     order by t.occurred_at, t.step, t.seq;
end
$$;
