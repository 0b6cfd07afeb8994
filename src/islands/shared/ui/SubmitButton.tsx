import { Spinner } from './Spinner.tsx';

interface SubmitButtonProps {
  label: string;
  /** The label while the form is being sent, e.g. "Submitting...". */
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  className?: string;
}

/** The form's submit button: disabled with a spinner and its busy label while sending. */
export function SubmitButton({ label, busyLabel, busy, disabled, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={['btn-primary', className].filter(Boolean).join(' ')}
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  );
}
