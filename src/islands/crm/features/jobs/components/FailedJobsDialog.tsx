import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { useFailedJobs } from '../hooks/useFailedJobs.ts';
import { FailedJobsList } from './FailedJobsList.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { EmptyNote } from '../../../shared/components/EmptyNote.tsx';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';
import { LoadingNote } from '../../../shared/components/LoadingNote.tsx';

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
      closeLabel={labels.common.close}
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
      {status === 'loading' && <LoadingNote />}
      {status === 'error' && (
        <LoadFailed title={labels.jobs.errorLoadingFailedJobs} onRetry={() => void reload()} />
      )}
      {status === 'ready' && jobs.length === 0 && (
        <EmptyNote>{labels.jobs.noFailedJobsEveryMail}</EmptyNote>
      )}
      {status === 'ready' && jobs.length > 0 && (
        <FailedJobsList jobs={jobs} retrying={retrying} onRetry={(job) => void retry(job)} />
      )}
    </Dialog>
  );
}
