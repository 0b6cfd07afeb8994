import type { Ref } from 'react';

interface DialogCloseButtonProps {
  onClick: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** Its accessible name, in the dialog's language. */
  label?: string;
}

/**
 * The × button in the corner of every dialog, at the inline end (the left in right-to-left); its
 * accessible name is "Close" unless the dialog speaks another language.
 */
export function DialogCloseButton({
  onClick,
  disabled = false,
  ref,
  label = 'Close',
}: DialogCloseButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="-mt-1 -me-2 rounded-full p-2 text-muted hover:bg-sand-100 hover:text-ink"
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M5 5l10 10M15 5L5 15"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
