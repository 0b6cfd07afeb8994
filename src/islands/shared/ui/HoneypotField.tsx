import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The honeypot input: off-screen, hidden from assistive technology and out of the tab order,
 * so only bots fill it (see ~/lib/submissions/honeypot.ts). It sits far above the page, not to a
 * side: an inline offset pushes past the end in right-to-left pages and widens them to 10,000 px.
 */
export function HoneypotField({
  registration,
  label,
}: {
  registration: UseFormRegisterReturn;
  /** "Leave this field empty", in the page's language. */
  label: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -top-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
