import { jobLabel, jobRecipient } from '~/lib/crm/failed-jobs.ts';
import { formatLastLogin } from '~/lib/crm/unified-rows.ts';
import type { FailedJob } from '../api/list-failed-jobs.ts';
import { labels } from '~/lib/crm/labels.ts';
import { withSlots } from '../../../shared/components/with-slots.tsx';

interface FailedJobsListProps {
  jobs: readonly FailedJob[];
  retrying: ReadonlySet<string>;
  onRetry: (job: FailedJob) => void;
}

/** One row per failed job: what, for whom, attempts, last error, when, and Retry now. */
export function FailedJobsList({ jobs, retrying, onRetry }: FailedJobsListProps) {
  return (
    <ul className="divide-y divide-sand-200" aria-label={labels.jobs.failedJobs}>
      {jobs.map((job) => {
        const who = jobRecipient(job.name, job.email);
        const what = jobLabel(job.kind, job.detail);
        return (
          <li
            key={job.id}
            className="flex flex-wrap items-start gap-3 py-3"
            data-testid="failed-job"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{what}</p>
              <p className="text-sm break-words text-ink" dir="auto">
                {who}
              </p>
              <p className="mt-1 text-sm break-words text-red-800">
                {job.last_error ?? labels.jobs.noErrorRecorded}
              </p>
              <p className="mt-1 text-xs text-muted">
                {withSlots(labels.jobs.attemptsFailed(job.attempts), {
                  time: <time dateTime={job.failed_at}>{formatLastLogin(job.failed_at)}</time>,
                })}
              </p>
            </div>
            <button
              type="button"
              className="btn-secondary shrink-0 px-3 py-1.5 text-sm"
              disabled={retrying.has(job.id)}
              aria-label={labels.jobs.retryNowFor(what, who)}
              onClick={() => onRetry(job)}
            >
              {retrying.has(job.id) ? labels.jobs.retrying : labels.jobs.retryNow}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
