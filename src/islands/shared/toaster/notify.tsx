import { toast } from 'react-hot-toast/headless';
import { TOAST_DURATION_MS } from '~/lib/submissions/toast-limit.ts';
import { mountToaster } from './mount-toaster.tsx';

/**
 * A notice: a title and, for the two-line messages (docs/behaviour/submissions.md#notices), a
 * description.
 */
function notice(title: string, description?: string) {
  return (
    <>
      <p className="font-semibold">{title}</p>
      {description && <p className="mt-1 text-sm">{description}</p>}
    </>
  );
}

/** Shows a success notice (4000 ms, docs/behaviour/submissions.md#notices). */
export function notifySuccess(title: string, description?: string): void {
  mountToaster();
  toast.success(notice(title, description), { duration: TOAST_DURATION_MS });
}

/** Shows a destructive (error) notice. */
export function notifyError(title: string, description?: string): void {
  mountToaster();
  toast.error(notice(title, description), { duration: TOAST_DURATION_MS });
}
