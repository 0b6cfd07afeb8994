/** Shared look of the form controls: visible focus, AA contrast, a red border when invalid. */
export const controlClass =
  'mt-1 block w-full rounded-lg border border-muted bg-white px-3 py-2 text-ink placeholder:text-muted focus-visible:border-palm-700 disabled:cursor-not-allowed disabled:bg-sand-100 aria-[invalid=true]:border-red-700';

export const labelClass = 'block text-sm font-semibold text-ink';

export const errorClass = 'mt-1 text-sm text-red-700';
