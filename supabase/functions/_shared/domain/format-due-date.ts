// How a privacy request's due date reads, in its mails and on the site: written once. The day in
// Riyadh (the network's time zone), Gregorian calendar, Latin digits.

const RIYADH = 'Asia/Riyadh';

export function formatDueDate(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    calendar: 'gregory',
    numberingSystem: 'latn',
    timeZone: RIYADH,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}
