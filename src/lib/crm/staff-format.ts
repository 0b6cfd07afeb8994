/**
 * Dates and numbers in the staff app's language (docs/behaviour/staff-app.md#language): the
 * site's Gregorian tags (src/lib/i18n/format-date.ts), "en-GB-u-ca-gregory-nu-latn" in English and
 * "ar-SA-u-ca-gregory-nu-latn" in Arabic, with Arabic-Indic digits ("nu-arab") when the staff
 * member chose them. Each format is made on first use in the language shown, then kept.
 */
import { gregorianTag } from '../i18n/format-date.ts';
import { staffLocale } from './staff-language.ts';

const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

/** The tag dates and numbers are written with now. */
export function crmTag(): string {
  const { language, digits } = staffLocale();
  return gregorianTag(language, digits);
}

/** A date format in the staff app's language. */
export function crmDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${crmTag()} ${JSON.stringify(options)}`;
  let format = dates.get(key);
  if (!format) dates.set(key, (format = new Intl.DateTimeFormat(crmTag(), options)));
  return format;
}

/** A number format in the staff app's language. */
export function crmNumberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${crmTag()} ${JSON.stringify(options)}`;
  let format = numbers.get(key);
  if (!format) numbers.set(key, (format = new Intl.NumberFormat(crmTag(), options)));
  return format;
}

/** A count as the staff app writes it: "3,000" (or "٣٬٠٠٠" with Arabic-Indic digits). */
export function formatCount(count: number): string {
  return crmNumberFormat().format(count);
}
