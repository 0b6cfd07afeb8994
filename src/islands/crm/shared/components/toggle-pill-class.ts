/** The classes of a filter pill (a toggle button in a row of them), filled while pressed. */
export function togglePillClass(pressed: boolean): string {
  return `rounded-full border px-3 py-1 text-sm font-semibold ${pressed ? 'border-palm-700 bg-palm-700 text-white' : 'border-sand-300 text-ink hover:border-palm-600'}`;
}
