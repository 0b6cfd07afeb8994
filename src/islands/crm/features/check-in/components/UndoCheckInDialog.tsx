import { useId, useState, type FormEvent } from 'react';
import { CORRECTION_REASON_LIMIT } from '~functions/_shared/domain/attendance.ts';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { controlClass, errorClass, labelClass } from '~/islands/shared/ui/field-classes.ts';
import type { ShownGuest } from '~/lib/check-in/door-guests.ts';
import { labels } from '~/lib/crm/labels.ts';
import { errorMessage } from '../../../api/client.ts';
import { undoCheckInWithReason } from '../api/undo-check-in-with-reason.ts';

interface Props {
  /** The checked-in guest whose arrival is taken back; null when closed. */
  guest: ShownGuest | null;
  onClose: () => void;
  onUndone: (guest: ShownGuest) => void;
}

/**
 * A wrong check-in mended at any time, after the undo bar's 10 seconds: the reason is required and
 * kept on the guest's Timeline (docs/behaviour/event-guests.md#correcting-attendance).
 */
export function UndoCheckInDialog({ guest, onClose, onUndone }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!guest) return;
    if (!reason.trim()) return setProblem(labels.contact.sayWhyTheAttendanceIs);
    setSaving(true);
    try {
      await undoCheckInWithReason(guest.id, reason);
      setReason('');
      setProblem(null);
      onUndone(guest);
    } catch (error) {
      // The reason stays typed; the message says what the server answered.
      setProblem(`${labels.checkIn.theCheckInWasNot}: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      closeLabel={labels.common.close}
      open={guest !== null}
      onClose={close}
      title={guest ? labels.checkIn.undoCheckInTitle(guest.guest_name) : ''}
      size="sm"
      busy={saving}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${id}-reason`} className={labelClass}>
            {labels.checkIn.whyUndone}
          </label>
          <input
            id={`${id}-reason`}
            dir="auto"
            autoComplete="off"
            value={reason}
            maxLength={CORRECTION_REASON_LIMIT}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            className={controlClass}
          />
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className={errorClass}>
            {problem}
          </p>
        )}
        <button
          type="submit"
          className="btn-primary w-full bg-red-700 px-4 py-3 text-lg hover:bg-red-800"
          disabled={saving}
          aria-busy={saving}
        >
          {labels.checkIn.undoCheckIn}
        </button>
      </form>
    </Dialog>
  );
}
