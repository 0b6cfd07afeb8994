import { formatDateIn, formatTimeIn, GREGORIAN_TAGS } from '../i18n/format-date.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Dated } from './timeline.ts';

/** Every event is in Riyadh; pages print local times whatever the build machine's zone. */
export const EVENT_TIME_ZONE = 'Asia/Riyadh';
/** The abbreviation printed after times (Arabia Standard Time, UTC+3, no daylight saving). */
export const EVENT_TIME_ZONE_LABEL = 'AST';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Some ICU versions put a narrow no-break space before AM/PM; pages and tests expect a plain one.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** "Sunday, 20 April 2025": the local day the event starts. */
export function formatEventDate(start: Date): string {
  return plainSpaces(dateFormat.format(start));
}

/** "7:30 PM": a local clock time. */
export function formatEventTime(instant: Date): string {
  return plainSpaces(timeFormat.format(instant));
}

/** True when the event ends on a later local day than it starts (e.g. a dinner until 1:00 AM). */
export function endsNextDay(event: Dated): boolean {
  return dayKeyFormat.format(event.end) !== dayKeyFormat.format(event.start);
}

/** "7:00 PM – 1:00 AM AST (next day)": the time span as printed in the hero and details. */
export function formatEventTimeRange(event: Dated): string {
  const span = `${formatEventTime(event.start)} – ${formatEventTime(event.end)} ${EVENT_TIME_ZONE_LABEL}`;
  return endsNextDay(event) ? `${span} (next day)` : span;
}

/** The day an event starts in `locale`: English as formatEventDate, Arabic with the Hijri date. */
export function formatEventDateIn(start: Date, locale: Locale): string {
  return locale === 'en' ? formatEventDate(start) : formatDateIn(start, locale, { weekday: true });
}

/** The time span in `locale`: English as formatEventTimeRange; "7:30 م – 11:30 م بتوقيت الرياض". */
export function formatEventTimeRangeIn(event: Dated, locale: Locale): string {
  if (locale === 'en') return formatEventTimeRange(event);
  const span = `${formatTimeIn(event.start, locale)} – ${formatTimeIn(event.end, locale)} بتوقيت الرياض`;
  return endsNextDay(event) ? `${span} (اليوم التالي)` : span;
}

/**
 * A clock time as written in a content file ("7:30 PM", "09:00") in `locale`: English as written;
 * Arabic with ص/م for AM/PM, as formatEventTimeRangeIn prints them.
 */
export function formatClockIn(time: string, locale: Locale): string {
  if (locale === 'en') return time;
  return time.replace(/ ?([AP])M$/i, (_match, half: string) =>
    half.toUpperCase() === 'A' ? ' ص' : ' م',
  );
}

/** The comma between the parts of a place: Arabic has its own (،). */
export function listComma(locale: Locale): string {
  return locale === 'ar' ? '، ' : ', ';
}

/**
 * "Farmhouse in Al Amaariah, Riyadh": the venue, with the locality unless the venue names it,
 * with the comma of the venue's language.
 */
export function formatEventLocation(
  event: { venue: string; area: string },
  locale: Locale = 'en',
): string {
  return event.venue.toLowerCase().includes(event.area.toLowerCase())
    ? event.venue
    : `${event.venue}${listComma(locale)}${event.area}`;
}

/** "Saudi Arabia" (or "السعودية") for "SA": the country for a calendar's free-text location. */
export function formatCountry(code: string, locale: Locale = 'en'): string {
  return new Intl.DisplayNames(locale, { type: 'region' }).of(code.toUpperCase()) ?? code;
}

/**
 * The local day an event starts, in parts for a cover, in `locale`: { weekday: 'Sunday',
 * day: '20', … } or { weekday: 'الأحد', month: 'أكتوبر', … } (Gregorian, Western digits).
 */
export function eventDateParts(
  start: Date,
  locale: Locale = 'en',
): {
  weekday: string;
  day: string;
  month: string;
  year: string;
} {
  const format = new Intl.DateTimeFormat(GREGORIAN_TAGS[locale], {
    timeZone: EVENT_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(start).find((candidate) => candidate.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: part('day'), month: part('month'), year: part('year') };
}

/** "Farmhouse in Riyadh": the venue up to its first comma (Latin or Arabic), the place a card has room for. */
export function formatEventPlace(venue: string): string {
  // Arabic text uses its own comma (،).
  return venue.split(/[,،]/)[0]?.trim() || venue;
}
