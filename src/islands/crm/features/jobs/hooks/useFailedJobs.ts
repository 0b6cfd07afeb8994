import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { errorMessage } from '../../../api/client.ts';
import { listFailedJobs, type FailedJob } from '../api/list-failed-jobs.ts';
import { retryJob } from '../api/retry-job.ts';
import { labels } from '~/lib/crm/labels.ts';

export type FailedJobsStatus = 'loading' | 'error' | 'ready';

/**
 * The failed jobs while the panel is open (docs/behaviour/staff-app.md#failed-jobs): read once
 * on opening and on Refresh. Retry now takes the job off the list at once; if it fails again it
 * is back on the next read.
 */
export function useFailedJobs() {
  const [jobs, setJobs] = useState<readonly FailedJob[]>([]);
  const [status, setStatus] = useState<FailedJobsStatus>('loading');
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const reads = useRef(0);

  const reload = useCallback(async () => {
    const ticket = (reads.current += 1);
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    try {
      const loaded = await listFailedJobs();
      if (ticket !== reads.current) return;
      setJobs(loaded);
      setStatus('ready');
    } catch (error) {
      if (ticket !== reads.current) return;
      notifyError(labels.jobs.errorLoadingFailedJobs, errorMessage(error));
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const retry = useCallback(async (job: FailedJob) => {
    setRetrying((current) => new Set(current).add(job.id));
    try {
      const queued = await retryJob(job.id);
      setJobs((current) => current.filter((item) => item.id !== job.id));
      notifySuccess(
        queued ? labels.jobs.jobQueued : labels.jobs.alreadyRetried,
        queued ? labels.jobs.itRunsAgainNowIf : labels.jobs.aColleagueRetriedThisJob,
      );
    } catch (error) {
      notifyError(labels.jobs.errorRetryingJob, errorMessage(error));
    } finally {
      setRetrying((current) => {
        const next = new Set(current);
        next.delete(job.id);
        return next;
      });
    }
  }, []);

  return { jobs, status, retrying, reload, retry };
}
