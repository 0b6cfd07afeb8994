import type { ReactNode } from 'react';

/** A text button that switches the form's view; styled as a link, behaves as a button. */
export function ViewLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded font-semibold text-palm-700 underline underline-offset-4 hover:text-palm-900"
    >
      {children}
    </button>
  );
}
