import { Spinner } from './Spinner.tsx';

const VARIANT_CLASS = {
  primary: 'btn-primary',
  secondary: 'btn-secondary disabled:cursor-not-allowed disabled:opacity-60',
} as const;

interface SubmitButtonProps {
  label: string;
  /** The label while the form is being sent, e.g. "Submitting...". */
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  className?: string;
  variant?: keyof typeof VARIANT_CLASS;
  /** A plain button runs its own action (onClick) instead of submitting the form. */
  type?: 'submit' | 'button';
  onClick?: () => void;
}

/** The form's submit button: disabled with a spinner and its busy label while sending. */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled,
  className,
  variant = 'primary',
  type = 'submit',
  onClick,
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      onClick={onClick}
      className={[VARIANT_CLASS[variant], className].filter(Boolean).join(' ')}
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  );
}
