import { labels } from '~/lib/crm/labels.ts';

interface LoadFailedProps {
  title: string;
  onRetry: () => void;
}

/** What a list or record shows when it could not be read: the reason and 'Try Again'. */
export function LoadFailed({ title, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
      <p className="font-semibold text-red-800">{title}</p>
      <button type="button" className="btn-secondary mt-3 px-4 py-2" onClick={() => onRetry()}>
        {labels.common.tryAgain}
      </button>
    </div>
  );
}
