import type { ListStatus } from '../hooks/useLiveList.ts';
import { labels } from '~/lib/crm/labels.ts';
import { EmptyNote } from './EmptyNote.tsx';
import { LoadFailed } from './LoadFailed.tsx';

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
    return <LoadFailed title={errorTitle} onRetry={onRetry} />;
  }
  if (isEmpty) {
    return <EmptyNote>{emptyText}</EmptyNote>;
  }
  return null;
}
