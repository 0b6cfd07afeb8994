import {
  DECISIONS,
  isLocked,
  statusGroup,
  statusLabel,
  type Decision,
} from '~/lib/crm/requests.ts';
import { labels } from '~/lib/crm/labels.ts';

interface DecisionControlProps {
  status: string | null;
  /** Whose request, for the control's accessible name ('Status of …'). */
  name: string;
  busy: boolean;
  onDecide: (decision: Decision) => void;
  /**
   * The statuses offered; the cards offer all four, the details dialog three
   * (docs/behaviour/staff-app.md#request-statuses).
   */
  choices?: readonly { id: Decision; label: string }[];
}

/**
 * A request's status control (docs/behaviour/staff-app.md#request-statuses): a select, or a locked
 * badge once approved.
 */
export function DecisionControl({
  status,
  name,
  busy,
  onDecide,
  choices = DECISIONS,
}: DecisionControlProps) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{labels.shared.statusOf(name)}</span>
      {isLocked(status) ? (
        <span className="rounded-full bg-palm-50 px-3 py-1 font-semibold text-palm-800">
          {statusLabel(status)}
        </span>
      ) : (
        <select
          className="rounded-lg border border-sand-300 bg-white px-2 py-1 text-sm disabled:opacity-60"
          value={statusGroup(status)}
          disabled={busy}
          onChange={(event) => onDecide(event.target.value as Decision)}
        >
          {!choices.some((decision) => decision.id === statusGroup(status)) && (
            <option value={statusGroup(status)} disabled>
              {statusLabel(status)}
            </option>
          )}
          {choices.map((decision) => (
            <option key={decision.id} value={decision.id}>
              {decision.label}
            </option>
          ))}
        </select>
      )}
    </label>
  );
}
