import { Suspense, useState } from 'react';
import { onDemand } from '~/islands/shared/on-demand.ts';
import { labels } from '~/lib/crm/labels.ts';

// The panel's code is fetched when it is first opened.
const dialog = onDemand(() => import('./FailedJobsDialog.tsx').then((m) => m.FailedJobsDialog));
const FailedJobsDialog = dialog.Component;

/** The header's way to the failed jobs (docs/behaviour/staff-app.md#failed-jobs). */
export function FailedJobsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="text-sm font-semibold text-palm-700 hover:underline"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void dialog.preload()}
      >
        {labels.jobs.failedJobs}
      </button>
      <Suspense fallback={null}>
        {open && <FailedJobsDialog onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
