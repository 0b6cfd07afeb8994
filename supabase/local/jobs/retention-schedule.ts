// The embedded backend's stand-in for pg_cron (docs/privacy/retention.md): now and then it asks
// the database to queue this month's retention run. schedule_retention queues one run a month
// however often it is asked, so several servers or restarts never run a month twice; the job
// itself goes through the job processor like any other.
import type { Database } from '../db/index.ts';
import type { Logger } from '../server/log.ts';

/** The first look an hour after start (a short-lived server, a test, never runs it), then every 6 hours. */
export const RETENTION_FIRST_CHECK_MS = 60 * 60 * 1000;
export const RETENTION_CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

export interface RetentionSchedule {
  stop(): Promise<void>;
}

export function startRetentionSchedule(options: {
  db: Database;
  log: Logger;
  firstAfterMs?: number;
  everyMs?: number;
}): RetentionSchedule {
  const { db, log } = options;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = db
      .query<{ run_id: string | null }>('select public.schedule_retention() as run_id')
      .then(({ rows }) => {
        const runId = rows[0]?.run_id;
        if (runId) log('info', `Retention: this month's run is queued (${runId})`);
      })
      .catch((error: unknown) => {
        if (!stopped) log('warn', 'Retention: could not queue this month’s run', error);
      })
      .finally(() => {
        if (!stopped)
          timer = setTimeout(check, options.everyMs ?? RETENTION_CHECK_EVERY_MS).unref();
      });
  };
  let timer = setTimeout(check, options.firstAfterMs ?? RETENTION_FIRST_CHECK_MS).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
