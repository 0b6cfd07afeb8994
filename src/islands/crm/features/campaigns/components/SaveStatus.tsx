import { labels } from '~/lib/crm/labels.ts';
import type { SaveState } from '../hooks/useDraftEditor.ts';

interface SaveStatusProps {
  state: SaveState;
  dirty: boolean;
  /** A field is wrong, so the draft waits to be saved until it is fixed. */
  blocked: boolean;
  onSave: () => void;
}

/** Whether everything typed is saved, and Save for whoever does not wait for the autosave. */
export function SaveStatus({ state, dirty, blocked, onSave }: SaveStatusProps) {
  const words = labels.campaigns;
  const text =
    state.kind === 'saving'
      ? words.saving
      : state.kind === 'failed'
        ? `${words.saveFailed}: ${state.message}`
        : blocked && dirty
          ? words.problems.fixBeforeSaving
          : dirty
            ? words.unsavedChanges
            : words.saved;
  return (
    <>
      <span
        role="status"
        data-testid="save-status"
        className={`text-sm ${state.kind === 'failed' || (blocked && dirty) ? 'font-semibold text-red-700' : 'text-muted'}`}
      >
        {text}
      </span>
      <button
        type="button"
        className="btn-secondary px-4 py-2"
        onClick={onSave}
        disabled={!dirty || blocked || state.kind === 'saving'}
      >
        {words.save}
      </button>
    </>
  );
}
