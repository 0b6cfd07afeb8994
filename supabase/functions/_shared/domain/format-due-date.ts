// How a privacy request's due date reads, in its mails and on the site: written once. The day in
// Riyadh (the network's time zone), Gregorian calendar, Latin digits; in Arabic the Umm al-Qura
// Hijri date follows, as on every Arabic page (../i18n/format-date.ts).
import { formatDateIn } from '../i18n/format-date.ts';
import type { SiteLocale } from '../i18n/site-locale.ts';

const RIYADH = 'Asia/Riyadh';

export function formatDueDate(iso: string | Date, locale: SiteLocale = 'en'): string {
  if (locale !== 'en') return formatDateIn(new Date(iso), locale, { weekday: true });
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
