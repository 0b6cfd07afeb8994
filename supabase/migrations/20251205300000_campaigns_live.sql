/*
 * The staff app's Campaigns tab (issue 43; docs/behaviour/staff-app.md#the-campaigns-tab):
 * campaigns and their recipients are live like consents (20251204430000_consents_live.sql), so a
 * campaign's results follow its mails as they go; Realtime hands a change only to those whose RLS
 * lets them read the row: staff. And the outcome counts of every campaign, counted by the database
 * in one pass, for the list (test sends left out: they are not the campaign's; one campaign's
 * results in full are campaign_results, 20251205200000_campaign_sending.sql).
 */
create trigger campaigns_notify_realtime_insert after insert on public.campaigns
  referencing new table as new_rows
  for each statement execute function private.notify_realtime_statement();
create trigger campaigns_notify_realtime_update after update on public.campaigns
  referencing new table as new_rows
  for each statement execute function private.notify_realtime_statement();
create trigger campaigns_notify_realtime_delete after delete on public.campaigns
  referencing old table as old_rows
  for each statement execute function private.notify_realtime_statement();
create trigger campaign_recipients_notify_realtime_insert after insert on public.campaign_recipients
  referencing new table as new_rows
  for each statement execute function private.notify_realtime_statement();
create trigger campaign_recipients_notify_realtime_update after update on public.campaign_recipients
  referencing new table as new_rows
  for each statement execute function private.notify_realtime_statement();
create trigger campaign_recipients_notify_realtime_delete after delete on public.campaign_recipients
  referencing old table as old_rows
  for each statement execute function private.notify_realtime_statement();

do $$
declare
  t text;
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    foreach t in array array['campaigns', 'campaign_recipients'] loop
      if not exists (select 1 from pg_publication_tables
                     where pubname = 'supabase_realtime' and schemaname = 'public'
                       and tablename = t) then
        execute format('alter publication supabase_realtime add table public.%I', t);
      end if;
    end loop;
  end if;
end
$$;

create function public.campaign_outcome_counts()
returns table (campaign_id uuid, recipients bigint, queued bigint, sent bigint, failed bigint,
               skipped bigint, cancelled bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.campaign_id, count(*),
         count(*) filter (where r.outcome = 'queued'),
         count(*) filter (where r.outcome = 'sent'),
         count(*) filter (where r.outcome = 'failed'),
         count(*) filter (where r.outcome = 'skipped_unsubscribed'),
         count(*) filter (where r.outcome = 'cancelled')
    from public.campaign_recipients r
   where not r.test
   group by r.campaign_id
$$;
comment on function public.campaign_outcome_counts() is
  'Staff: each campaign''s recipients by outcome, test sends left out (the Campaigns list).';
revoke all on function public.campaign_outcome_counts() from public, anon;
grant execute on function public.campaign_outcome_counts() to authenticated, service_role;
