// How guests read an event's date and time, in mails and on the pass: written once.

/** A date and time as guests read it: Gregorian calendar, Latin digits, the event's time zone. */
export function formatEventTime(iso: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    calendar: 'gregory',
    numberingSystem: 'latn',
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
  const place = timeZone.split('/').at(-1)?.replace(/_/g, ' ') ?? timeZone;
  return `${text} (${place} time)`;
}
