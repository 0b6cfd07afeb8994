/*
 * Campaign mails at the configured rate (issue 43): the claim set the next slot a gap after
 * itself, so every moment between a slot opening and the runner's next claim (its timer, the
 * mail's own work, a query to learn when the slot opens) was lost. At 50 a second configured the
 * outbox drained at 36 (bench:campaign, 2026-11-30). The next slot now follows the last one; a
 * runner late to its slot catches up at most two (a minute's count stays the configured rate, and
 * a second's at most two over it).
 *
 * claim_after_insert_job of 20251205600000_campaign_mail_lease.sql, with that one change.
 * Personal data added here: none.
 */
create or replace function public.claim_after_insert_job(lease_seconds integer default 300,
                                              campaign_mail_gap_ms integer default 0,
                                              campaign_mail_lease_seconds integer default null)
returns table (id uuid, kind text, row_id uuid, attempts integer, detail text, target jsonb)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  gap interval := make_interval(secs => coalesce(campaign_mail_gap_ms, 0) / 1000.0);
  slot_at timestamptz;
  slot_open boolean := true;
  claimed public.after_insert_jobs%rowtype;
begin
  if coalesce(campaign_mail_gap_ms, 0) > 0 then
    select s.next_at into slot_at from private.campaign_mail_slot s for update;
    slot_open := slot_at is null or slot_at <= clock_timestamp();
  end if;
  update public.after_insert_jobs as job
     set status = 'running',
         attempts = job.attempts + 1,
         next_attempt_at = now() + make_interval(secs => case
           when job.kind = 'send-campaign-mail' and campaign_mail_lease_seconds > 0
             then campaign_mail_lease_seconds
           else lease_seconds end),
         updated_at = now()
   where job.id = (
     select due.id
       from public.after_insert_jobs as due
      where due.status in ('pending', 'running') and due.next_attempt_at <= now()
        and (slot_open or due.kind <> 'send-campaign-mail' or due.detail = 'test')
      order by due.next_attempt_at, due.created_at
      limit 1
      for update skip locked)
  returning job.* into claimed;
  if claimed.id is null then
    return;
  end if;
  if claimed.kind = 'send-campaign-mail' and claimed.detail is null
     and coalesce(campaign_mail_gap_ms, 0) > 0 then
    -- The next slot follows the last one, not this claim: a runner that came to its slot late (a
    -- timer, another job's turn) does not lower the rate, and may catch up at most two slots.
    -- One later than that starts again from now, so no burst follows a pause.
    update private.campaign_mail_slot
       set next_at = case
             when slot_at is not null and slot_at > clock_timestamp() - 2 * gap then slot_at + gap
             else clock_timestamp() + gap
           end;
  end if;
  return query select claimed.id, claimed.kind, claimed.row_id, claimed.attempts, claimed.detail,
                      private.job_target(claimed.kind, claimed.row_id);
end
$$;
comment on function public.claim_after_insert_job(integer, integer, integer) is
  'The job runners'' claim (service role only): the next due job, leased for lease_seconds (a campaign mail for campaign_mail_lease_seconds when given), campaign mails held to the rate''s gap.';
revoke all on function public.claim_after_insert_job(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_after_insert_job(integer, integer, integer) to service_role;
