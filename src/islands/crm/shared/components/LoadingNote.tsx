import { labels } from '~/lib/crm/labels.ts';

/** A one-line 'Loading…' for a panel or dialog still reading its data. */
export function LoadingNote() {
  return (
    <p className="py-8 text-center text-sm text-muted" aria-busy="true">
      {labels.common.loading}
    </p>
  );
}
