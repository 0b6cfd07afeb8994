/*
 * What the server's backup schedule last saw (supabase/local/ops/backup-schedule.ts), for staff
 * (the staff app warns when the newest backup is older than two days) and for /metrics. One row,
 * written by the server at start, after each backup and after each failed one. No personal data:
 * times, a size, the schedule's interval and a failure's message (a path or an error code).
 */
create table public.backup_status (
  id boolean primary key default true check (id),
  -- Since when this server has looked after the backups: "none yet" is a warning only after the
  -- same two days.
  watched_since timestamptz not null default now(),
  interval_seconds integer not null check (interval_seconds >= 0),
  newest_at timestamptz,
  newest_bytes bigint check (newest_bytes >= 0),
  failed_at timestamptz,
  failure text check (char_length(failure) <= 500),
  checked_at timestamptz not null default now()
);
comment on table public.backup_status is
  'The server''s backups as its schedule last saw them (one row; no personal data).';

revoke all on table public.backup_status from anon, authenticated, service_role;
grant select on table public.backup_status to authenticated, service_role;
alter table public.backup_status enable row level security;
create policy "Staff can read the backup status."
  on public.backup_status for select to authenticated using ((select private.is_staff()));
create policy "The service role can read the backup status."
  on public.backup_status for select to service_role using (true);

/* How old the newest backup may be before staff are warned. */
create function private.backup_warning_after() returns interval
language sql
immutable
set search_path = ''
as $$ select interval '2 days' $$;

/*
 * The status with its verdict, for the staff app: `stale` when the newest backup (or, with none
 * yet, the watch) is older than the warning age, `failing` when the last attempt failed after the
 * newest success. No row when this server takes no backups (a hosted project backs up itself).
 */
create function public.backup_health()
returns table (
  newest_at timestamptz,
  newest_bytes bigint,
  failed_at timestamptz,
  failure text,
  interval_seconds integer,
  checked_at timestamptz,
  warn_after_days integer,
  stale boolean,
  failing boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select b.newest_at, b.newest_bytes, b.failed_at, b.failure, b.interval_seconds, b.checked_at,
         extract(day from private.backup_warning_after())::integer,
         now() - coalesce(b.newest_at, b.watched_since) > private.backup_warning_after(),
         b.failed_at is not null and (b.newest_at is null or b.failed_at > b.newest_at)
    from public.backup_status b
$$;
revoke all on function public.backup_health() from public, anon;
grant execute on function public.backup_health() to authenticated, service_role;
