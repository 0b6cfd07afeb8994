/*
 * Hands a claimed job back to the queue, due at once: a server that stops while a run is still
 * going past its drain limit gives the job up instead of leaving it to its lease (five minutes by
 * default), so the next start takes it without delay. Only the run that holds the claim (same
 * attempt number) may give it back; its later finish then finds the job no longer running and
 * records nothing. The attempt stays counted, so a job that never ends within a stop still ends
 * at the retry limit.
 */
create function public.release_after_insert_job(job_id uuid, attempt integer)
returns boolean
language sql
set search_path = ''
as $$
  with released as (
    update public.after_insert_jobs
       set status = 'pending',
           next_attempt_at = now(),
           updated_at = now()
     where id = job_id and status = 'running' and attempts = attempt
    returning 1)
  select exists (select 1 from released);
$$;

revoke all on function public.release_after_insert_job(uuid, integer) from public, anon, authenticated;
grant execute on function public.release_after_insert_job(uuid, integer) to service_role;
