/*
 * A lease of its own for campaign mails (issue 43): claim_after_insert_job leases every job for
 * lease_seconds (300 s by default), so a send-campaign-mail job whose runner was killed waited
 * five minutes before another runner took it. A campaign mail's run is one mail through a
 * transport that gives up within 30-40 s (SMTP: 10 s to connect, 30 s per socket read; Resend:
 * 10 s), so the runners pass campaign_mail_lease_seconds (60 s, jobs/job-store.ts): a killed run's
 * mail goes again after a minute. Other kinds keep lease_seconds. A second run of a mail whose
 * first run did get through sends nothing (claim_campaign_recipient answers done).
 *
 * claim_after_insert_job of 20251205200000_campaign_sending.sql, with the third argument.
 * Personal data added here: none.
 */
drop function public.claim_after_insert_job(integer, integer);
create function public.claim_after_insert_job(lease_seconds integer default 300,
                                              campaign_mail_gap_ms integer default 0,
                                              campaign_mail_lease_seconds integer default null)
returns table (id uuid, kind text, row_id uuid, attempts integer, detail text, target jsonb)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
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
    update private.campaign_mail_slot
       set next_at = clock_timestamp() + make_interval(secs => campaign_mail_gap_ms / 1000.0);
  end if;
  return query select claimed.id, claimed.kind, claimed.row_id, claimed.attempts, claimed.detail,
                      private.job_target(claimed.kind, claimed.row_id);
end
$$;
comment on function public.claim_after_insert_job(integer, integer, integer) is
  'The job runners'' claim (service role only): the next due job, leased for lease_seconds (a campaign mail for campaign_mail_lease_seconds when given), campaign mails held to the rate''s gap.';
revoke all on function public.claim_after_insert_job(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_after_insert_job(integer, integer, integer) to service_role;
