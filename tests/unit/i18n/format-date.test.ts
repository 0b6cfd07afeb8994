import { describe, expect, it } from 'vitest';
import { dateParts, formatDateIn, formatTimeIn } from '~/lib/i18n/format-date.ts';

// Fixed instants and the exact text each language shows (ICU in Node 24; Hijri is Umm al-Qura).
describe('formatDateIn', () => {
  it.each([
    // A date-only value (legal "last updated"), counted in UTC.
    ['2026-11-21T00:00:00Z', 'en', { timeZone: 'UTC' }, '21 November 2026'],
    ['2026-11-21T00:00:00Z', 'ar', { timeZone: 'UTC' }, '21 نوفمبر 2026 (11 جمادى الآخرة 1448 هـ)'],
    // An evening in Ramadan 1446, with its weekday; the Hijri part never repeats the weekday.
    ['2025-03-13T16:00:00Z', 'en', { weekday: true }, 'Thursday, 13 March 2025'],
    ['2025-03-13T16:00:00Z', 'ar', { weekday: true }, 'الخميس، 13 مارس 2025 (13 رمضان 1446 هـ)'],
    // 22:30 UTC on 31 December is already 1 January in Riyadh: the day is Riyadh's, in both calendars.
    ['2025-12-31T22:30:00Z', 'en', {}, '1 January 2026'],
    ['2025-12-31T22:30:00Z', 'ar', {}, '1 يناير 2026 (12 رجب 1447 هـ)'],
    // 1 Muharram 1447: the Hijri new year.
    ['2025-06-26T12:00:00Z', 'ar', {}, '26 يونيو 2025 (1 محرم 1447 هـ)'],
  ] as const)('%s in %s %o is %s', (instant, locale, options, expected) => {
    expect(formatDateIn(new Date(instant), locale, options)).toBe(expected);
  });

  it('keeps Western digits in Arabic whatever the runtime default', () => {
    const { gregorian, hijri } = dateParts(new Date('2026-11-21T00:00:00Z'), 'ar');
    expect(`${gregorian}${hijri}`).not.toMatch(/[٠-٩]/);
    expect(dateParts(new Date('2026-11-21T00:00:00Z'), 'en')).toEqual({
      gregorian: '21 November 2026',
    });
  });
});

describe('formatTimeIn', () => {
  it.each([
    ['2025-03-13T16:00:00Z', 'en', '7:00 pm'],
    ['2025-03-13T16:00:00Z', 'ar', '7:00 م'],
    ['2025-03-13T05:05:00Z', 'ar', '8:05 ص'],
    ['2025-03-12T21:00:00Z', 'en', '12:00 am'],
  ] as const)('%s in %s is %s (Riyadh)', (instant, locale, expected) => {
    expect(formatTimeIn(new Date(instant), locale)).toBe(expected);
  });
});
