// How guests read an event's date and time, in mails and on the pass: written once.
import { formatDateIn, formatTimeIn } from '../i18n/format-date.ts';
import type { SiteLocale } from '../i18n/site-locale.ts';
import { mailWords } from '../mail/words/mail-words.ts';

/**
 * A date and time as guests read it, in the event's time zone with Latin digits: English in the
 * Gregorian calendar; Arabic as the site writes dates (the Gregorian date with the Hijri date
 * beside it, docs/architecture.md#languages), then the time.
 */
export function formatEventTime(iso: string, timeZone: string, locale: SiteLocale = 'en'): string {
  const date = new Date(iso);
  const text =
    locale === 'en'
      ? new Intl.DateTimeFormat('en-GB', {
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
        }).format(date)
      : `${formatDateIn(date, locale, { timeZone, weekday: true })}، ${formatTimeIn(date, locale, timeZone)}`;
  const place = timeZone.split('/').at(-1)?.replace(/_/g, ' ') ?? timeZone;
  return `${text} ${mailWords(locale).zoneNote(place)}`;
}
