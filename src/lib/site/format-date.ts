/** A calendar date as readers expect it on legal pages, e.g. "21 November 2026". */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
