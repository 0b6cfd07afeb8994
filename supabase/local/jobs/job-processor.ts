// Runs after-insert jobs inside the embedded backend, at least once: workers claim due jobs one
// at a time, run them through the functions host, and record the outcome. NOTIFY from the
// enqueue trigger wakes them at once; otherwise they look again when the next retry is due, or
// after the idle poll. Jobs left pending by a stopped server are simply due on the next start; a
// stop lets the runs in hand finish, up to its deadline, and gives back the ones still going.
import { DEFAULT_LEASE_SECONDS } from '../../functions/_shared/jobs/job-store.ts';
import { runJob, type InvokeFunction } from '../../functions/_shared/jobs/run-job.ts';
import { withId } from '../server/request-id.ts';
import type { Database } from '../db/index.ts';
import type { Logger } from '../server/log.ts';
import { settledBy } from '../server/settled-by.ts';
import type { JobSettings } from './job-settings.ts';
import { createSqlJobStore, JOBS_CHANNEL } from './sql-job-store.ts';
import type { ClaimedJob } from '../../functions/_shared/jobs/job-store.ts';

export interface JobProcessorOptions {
  db: Database;
  invoke: InvokeFunction;
  serviceRoleKey: string;
  settings: JobSettings;
  log: Logger;
  leaseSeconds?: number;
}

/** What /readyz reads to tell a working processor from a stopped or stuck one. */
export interface JobProcessorState {
  stopped: boolean;
  workers: number;
  /** Workers whose loop is still going. */
  running: number;
  /** Workers running a job right now. */
  busy: number;
  /** Date.now() when a worker last went to claim a job. */
  lastLookAt: number;
  /** The longest an idle worker waits between looks. */
  idlePollMs: number;
}

export interface JobProcessor {
  /**
   * Stops claiming, waits for the jobs in hand (until `deadline`, a Date.now() time, if given:
   * those still running then go back to the queue, due at once), stops listening.
   */
  stop(deadline?: number): Promise<void>;
  state(): JobProcessorState;
}

export function startJobProcessor(options: JobProcessorOptions): JobProcessor {
  const { db, settings, log } = options;
  const store = createSqlJobStore(db, settings.campaignMailRate?.gapMs ?? 0);
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  let stopped = false;
  let running = 0;
  let busy = 0;
  let lastLookAt = Date.now();
  const inHand = new Set<ClaimedJob>();
  const sleepers = new Set<() => void>();

  const wake = () => {
    for (const resolve of sleepers) resolve();
    sleepers.clear();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  async function idleWait(): Promise<void> {
    let dueIn: number | null = null;
    try {
      dueIn = await store.nextDueInMs();
    } catch (error) {
      if (!stopped) log('warn', 'Job processor could not read the next due time', error);
    }
    if (!stopped) await sleep(Math.min(settings.idlePollMs, dueIn ?? settings.idlePollMs));
  }

  async function work(): Promise<void> {
    while (!stopped) {
      let job;
      lastLookAt = Date.now();
      try {
        job = await store.claim(leaseSeconds);
      } catch (error) {
        if (!stopped) log('error', 'Job processor could not claim a job', error);
        await sleep(settings.idlePollMs);
        continue;
      }
      if (!job) {
        await idleWait();
        continue;
      }
      busy += 1;
      inHand.add(job);
      try {
        // Its log lines, and those of the function it calls in process, carry the job's id.
        await withId(`job:${job.id}`, () =>
          runJob(job, {
            store,
            invoke: options.invoke,
            serviceRoleKey: options.serviceRoleKey,
            policy: settings.policy,
            log,
          }),
        );
      } finally {
        busy -= 1;
        inHand.delete(job);
      }
    }
  }

  async function worker(): Promise<void> {
    running += 1;
    try {
      await work();
    } finally {
      running -= 1;
    }
  }

  const unlisten = db.listen(JOBS_CHANNEL, wake).catch((error: unknown) => {
    // Polling alone still runs every job, only later.
    log('warn', 'Job processor could not LISTEN; polling instead', error);
    return undefined;
  });
  const workers = Array.from({ length: settings.workers }, () => worker());

  return {
    async stop(deadline) {
      stopped = true;
      wake();
      const finished = Promise.all(workers);
      if (deadline === undefined) await finished;
      else if (!(await settledBy(finished, deadline))) {
        // A run past the limit may still reach the outside world before the process ends; its
        // finish will find the job given back and record nothing.
        await Promise.all(
          [...inHand].map((job) =>
            store.release(job).then(
              () => log('warn', `Stopping: gave ${job.kind} for ${job.row_id} back to the queue`),
              (error: unknown) => log('error', `Stopping: could not give back ${job.kind}`, error),
            ),
          ),
        );
      }
      const stopListening = await unlisten;
      await stopListening?.().catch(() => undefined);
    },
    state: () => ({
      stopped,
      workers: settings.workers,
      running,
      busy,
      lastLookAt,
      idlePollMs: settings.idlePollMs,
    }),
  };
}
