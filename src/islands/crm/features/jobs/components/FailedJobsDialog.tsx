import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { useFailedJobs } from '../hooks/useFailedJobs.ts';
import { FailedJobsList } from './FailedJobsList.tsx';
import { labels } from '~/lib/crm/labels.ts';

interface FailedJobsDialogProps {
  onClose: () => void;
}

/**
 * The work after a write that gave up after its retries (docs/behaviour/staff-app.md#failed-jobs):
 * staff see why and run it again once the cause is fixed.
 */
export function FailedJobsDialog({ onClose }: FailedJobsDialogProps) {
  const { jobs, status, retrying, reload, retry } = useFailedJobs();
  return (
    <Dialog
      open
      title={labels.jobs.failedJobs}
      subtitle={labels.jobs.mailsAccountsAndWebhooksThat}
      size="lg"
      closeOnBackdrop
      onClose={onClose}
    >
      <div className="mb-3 flex justify-end">
        <button
          type="button"
          className="btn-secondary px-3 py-1.5 text-sm"
          onClick={() => void reload()}
        >
          {labels.common.refresh}
        </button>
      </div>
      {status === 'loading' && (
        <p className="py-8 text-center text-sm text-muted" aria-busy="true">
          {labels.common.loading}
        </p>
      )}
      {status === 'error' && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
          <p className="font-semibold text-red-800">{labels.jobs.errorLoadingFailedJobs}</p>
          <button
            type="button"
            className="btn-secondary mt-3 px-4 py-2"
            onClick={() => void reload()}
          >
            {labels.common.tryAgain}
          </button>
        </div>
      )}
      {status === 'ready' && jobs.length === 0 && (
        <p className="rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">
          {labels.jobs.noFailedJobsEveryMail}
        </p>
      )}
      {status === 'ready' && jobs.length > 0 && (
        <FailedJobsList jobs={jobs} retrying={retrying} onRetry={(job) => void retry(job)} />
      )}
    </Dialog>
  );
}
