// Readiness of the job runner: the mails and the Make forward are jobs, so a server whose runner
// has stopped, or whose every worker is stuck in one job, takes forms it will not follow up.
import type { JobProcessorState } from '../jobs/job-processor.ts';
import type { Check, CheckResult } from './readiness.ts';

/** Five minutes: far longer than any job's own time limit (a provider call gives up after 5 s). */
export const DEFAULT_JOB_STALL_SECONDS = 300;

export function jobsVerdict(
  state: JobProcessorState | undefined,
  stallMs: number,
  now: number,
): CheckResult {
  if (!state) {
    return {
      ok: true,
      detail:
        'not run by this server (SUPABASE_JOB_WORKERS=0): another server or process-jobs runs them',
    };
  }
  const figures = { workers: state.workers, running: state.running, busy: state.busy };
  if (state.stopped) return { ok: false, detail: 'the job runner has stopped', figures };
  if (state.running === 0) return { ok: false, detail: 'no job worker is running', figures };
  // An idle worker looks at least once per poll, so only a look overdue past both is a stall.
  const limitMs = Math.max(stallMs, 3 * state.idlePollMs);
  const sinceLook = now - state.lastLookAt;
  if (sinceLook > limitMs) {
    return {
      ok: false,
      detail: `no job worker has looked for work in ${Math.round(sinceLook / 1000)} s (${state.busy} of ${state.workers} busy)`,
      figures,
    };
  }
  return { ok: true, figures };
}

/** state() is undefined where this server runs no jobs. */
export function jobsCheck(state: () => JobProcessorState | undefined, stallSeconds: number): Check {
  return () => Promise.resolve(jobsVerdict(state(), stallSeconds * 1000, Date.now()));
}
