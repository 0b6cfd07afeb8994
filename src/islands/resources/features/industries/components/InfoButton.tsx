interface InfoButtonProps {
  /** The button's name, e.g. "What is Expected Investment?". */
  label: string;
  onClick: (button: HTMLButtonElement) => void;
}

/** The small "i" next to a figure's label that opens its definition. */
export function InfoButton({ label, onClick }: InfoButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => onClick(event.currentTarget)}
      className="inline-flex size-6 items-center justify-center rounded-full text-palm-700 hover:bg-palm-50"
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 9v5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="10" cy="6.2" r="1.1" fill="currentColor" />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
