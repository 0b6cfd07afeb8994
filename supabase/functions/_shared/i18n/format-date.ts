import type { SiteLocale as Locale } from './site-locale.ts';

/**
 * Dates as each language's readers expect them, always with an explicit calendar and numbering
 * system (docs/architecture.md#languages): English "21 November 2026"; Arabic the Gregorian date with the
 * Umm al-Qura Hijri date beside it, "21 نوفمبر 2026 (11 جمادى الآخرة 1448 هـ)". Western digits
 * (`nu-latn`) in both, so numbers read the same in either direction.
 */
const TAGS = {
  en: 'en-GB-u-ca-gregory-nu-latn',
  gregorian: 'ar-SA-u-ca-gregory-nu-latn',
  hijri: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
} as const;

/** The Gregorian calendar's tag in each language, Western digits (what a cover prints in parts). */
export const GREGORIAN_TAGS: Readonly<Record<Locale, string>> = {
  en: TAGS.en,
  ar: TAGS.gregorian,
};

/** Digits a reader may choose: Western (the default everywhere) or Arabic-Indic. */
export type Digits = 'latn' | 'arab';

/**
 * The Gregorian tag of `locale` with `digits`: the staff app's Arabic readers may choose
 * Arabic-Indic digits ("ar-SA-u-ca-gregory-nu-arab"); everything else keeps Western ones.
 */
export function gregorianTag(locale: Locale, digits: Digits = 'latn'): string {
  return GREGORIAN_TAGS[locale].replace(/-nu-latn$/, `-nu-${digits}`);
}

/** Times and days are Riyadh's: events happen there (Asia/Riyadh has no daylight saving). */
export const SITE_TIME_ZONE = 'Asia/Riyadh';

export interface DateOptions {
  /** The zone the day is counted in: Riyadh for instants, UTC for date-only values (YYYY-MM-DD). */
  timeZone?: string;
  /** Lead with the weekday ("Thursday, 13 March 2025"). */
  weekday?: boolean;
}

function dayFormat(tag: string, { timeZone = SITE_TIME_ZONE, weekday = false }: DateOptions) {
  return new Intl.DateTimeFormat(tag, {
    ...(weekday ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
}

/** The Gregorian and (in Arabic) Hijri forms of one day, for pages that lay them out apart. */
export function dateParts(
  date: Date,
  locale: Locale,
  options: DateOptions = {},
): { gregorian: string; hijri?: string } {
  if (locale === 'en') return { gregorian: dayFormat(TAGS.en, options).format(date) };
  return {
    gregorian: dayFormat(TAGS.gregorian, options).format(date),
    hijri: dayFormat(TAGS.hijri, { ...options, weekday: false }).format(date),
  };
}

/** One day as text in `locale`; in Arabic the Hijri date follows in brackets. */
export function formatDateIn(date: Date, locale: Locale, options: DateOptions = {}): string {
  const { gregorian, hijri } = dateParts(date, locale, options);
  return hijri === undefined ? gregorian : `${gregorian} (${hijri})`;
}

/** A time of day, in Riyadh unless `timeZone` says otherwise: "7:00 pm" in English, "7:00 م" in Arabic. */
export function formatTimeIn(date: Date, locale: Locale, timeZone = SITE_TIME_ZONE): string {
  return new Intl.DateTimeFormat(locale === 'en' ? TAGS.en : TAGS.gregorian, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(date);
}
