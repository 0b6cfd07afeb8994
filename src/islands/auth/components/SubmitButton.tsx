import type { ButtonHTMLAttributes } from 'react';

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: 'primary' | 'secondary';
}

/** A button that says what is happening while its request runs, with a spinner. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  variant = 'primary',
  type = 'submit',
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      {...button}
      aria-busy={busy || undefined}
      className={`${variant === 'primary' ? 'btn-primary' : 'btn-secondary disabled:cursor-not-allowed disabled:opacity-60'} w-full`}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
