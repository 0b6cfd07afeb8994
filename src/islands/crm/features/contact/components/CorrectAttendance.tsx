import { useId, useState, type FormEvent } from 'react';
import { CORRECTION_REASON_LIMIT } from '~functions/_shared/domain/attendance.ts';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import { errorMessage } from '../../../api/client.ts';
import { correctAttendance } from '../api/correct-attendance.ts';
import { labels } from '~/lib/crm/labels.ts';

interface CorrectAttendanceProps {
  invitationId: string;
  attended: boolean;
  /** The event, for the control's accessible name. */
  what: string;
  onCorrected: () => void;
}

/**
 * Corrects whether the guest came (docs/behaviour/event-guests.md#correcting-attendance): a
 * reason is required, and the Timeline keeps it.
 */
export function CorrectAttendance({
  invitationId,
  attended,
  what,
  onCorrected,
}: CorrectAttendanceProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const to = attended ? labels.contact.didNotCome : labels.contact.came;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(labels.contact.sayWhyTheAttendanceIs);
      return;
    }
    setSaving(true);
    try {
      await correctAttendance(invitationId, !attended, reason);
      notifySuccess(labels.contact.attendanceCorrected);
      setOpen(false);
      setReason('');
      onCorrected();
    } catch (error) {
      notifyError(labels.contact.errorCorrectingAttendance, errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className="ms-2 text-xs font-semibold text-palm-700 hover:underline"
        aria-label={labels.contact.correctAttendanceAt(what)}
        onClick={() => setOpen(true)}
      >
        {labels.contact.correct}
      </button>
    );
  }
  return (
    <form className="mt-2 space-y-2 rounded-xl border border-sand-200 p-3" onSubmit={submit}>
      <label htmlFor={reasonId} className="block text-xs font-semibold">
        {labels.contact.whyMarkedAs(to)}
      </label>
      <input
        id={reasonId}
        value={reason}
        maxLength={CORRECTION_REASON_LIMIT}
        dir="auto"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${reasonId}-problem` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
        className={controlClass}
      />
      {problem && (
        <p id={`${reasonId}-problem`} role="alert" className="text-xs text-red-800">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          className="btn-primary px-3 py-1 text-xs"
          disabled={saving}
          aria-busy={saving}
        >
          {labels.contact.markAs(to)}
        </button>
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-xs"
          disabled={saving}
          onClick={() => {
            setOpen(false);
            setProblem(null);
          }}
        >
          {labels.common.cancel}
        </button>
      </div>
    </form>
  );
}
