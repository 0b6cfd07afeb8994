/*
 * The job row is the record (docs/architecture.md#the-job-outbox), for the freed seat too:
 * enqueue_freed_seat of 20251127051000_auto_offer.sql deleted the seat's finished
 * offer-freed-seat job so that a seat freed again could ask again. A seat frees once per round of
 * its invitation (a decline or a withdrawal ends the round's seat; only a giving back, which starts
 * the next round, holds it again), so the job now takes the invitation's round like the other
 * invitation jobs, and every round's job stays as it ended.
 * (A guest who declined and then walks in at the door holds the seat again in the same round;
 * the event has begun by then, and offer-freed-seat offers nothing once it has.)
 */
comment on column public.after_insert_jobs.round is
  'The round of the invitation a job is about (send-invitation, send-invitation-cancel, send-event-reminder, offer-freed-seat), set by the outbox; 1 for every other job.';

/* job_round of 20251129040000_invitation_rounds.sql, with offer-freed-seat. */
create or replace function private.job_round(job_kind text, about uuid) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when job_kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder',
                      'offer-freed-seat') then
      coalesce((select i.round from public.invitations i where i.id = about), 1)
    else 1
  end
$$;

drop trigger after_insert_jobs_round on public.after_insert_jobs;
-- Only invitation jobs pay for the trigger: the join path's inserts skip it in the WHEN clause.
create trigger after_insert_jobs_round
  before insert on public.after_insert_jobs
  for each row
  when (new.kind in ('send-invitation', 'send-invitation-cancel', 'send-event-reminder',
                     'offer-freed-seat'))
  execute function private.set_job_round();

/* enqueue_freed_seat of 20251127051000_auto_offer.sql, keeping the earlier rounds' jobs. */
create or replace function private.enqueue_freed_seat() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_after_insert_job('offer-freed-seat', new.id);
  return null;
end
$$;
