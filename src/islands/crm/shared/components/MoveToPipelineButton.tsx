import { moveToPipelineState } from '~/lib/crm/requests.ts';
import { labels } from '~/lib/crm/labels.ts';

interface MoveToPipelineButtonProps {
  status: string | null;
  movedToPipeline: boolean;
  /** Whose request, for the button's accessible name ('Move to Pipeline (…)'). */
  name: string;
  busy: boolean;
  onMove: () => void;
}

/**
 * Move to Pipeline on a membership or event request card, by one rule
 * (docs/behaviour/staff-app.md#move-to-pipeline): gone once moved; before approval it stays
 * focusable but marked disabled, and pressing it says why ('Request must be approved first').
 */
export function MoveToPipelineButton({
  status,
  movedToPipeline,
  name,
  busy,
  onMove,
}: MoveToPipelineButtonProps) {
  const state = moveToPipelineState(status, movedToPipeline);
  if (state === 'moved') return null;
  return (
    <button
      type="button"
      className="btn-secondary px-4 py-1.5 text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      disabled={busy}
      aria-disabled={state === 'needs-approval'}
      onClick={onMove}
    >
      {labels.common.moveToPipeline}
      <span className="sr-only"> ({name})</span>
    </button>
  );
}
