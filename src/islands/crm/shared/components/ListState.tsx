import type { ListStatus } from '../hooks/useLiveList.ts';
import { labels } from '~/lib/crm/labels.ts';

interface ListStateProps {
  status: ListStatus;
  isEmpty: boolean;
  errorTitle: string;
  emptyText: string;
  onRetry: () => void;
}

/** The designed states around a list: loading skeleton, error with 'Try Again', and empty. */
export function ListState({ status, isEmpty, errorTitle, emptyText, onRetry }: ListStateProps) {
  if (status === 'loading') {
    return (
      <ul className="space-y-3" aria-busy="true" aria-label={labels.shared.loading}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-28 animate-pulse rounded-2xl bg-sand-100" />
        ))}
      </ul>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <p className="font-semibold text-red-800">{errorTitle}</p>
        <button type="button" className="btn-secondary mt-3 px-4 py-2" onClick={onRetry}>
          {labels.common.tryAgain}
        </button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <p className="rounded-2xl border border-dashed border-sand-300 p-8 text-center text-muted">
        {emptyText}
      </p>
    );
  }
  return null;
}
