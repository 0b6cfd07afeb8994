import { describe, expect, it } from 'vitest';
import {
  endsNextDay,
  eventDateParts,
  formatCountry,
  formatEventDate,
  formatEventDateIn,
  formatEventLocation,
  formatEventPlace,
  formatEventTimeRange,
  formatEventTimeRangeIn,
  formatClockIn,
} from '~/lib/events/format.ts';

const span = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('formatEventDate', () => {
  it.each([
    ['2025-04-20T19:30:00+03:00', 'Sunday, 20 April 2025'],
    // 22:30 UTC is already the next day in Riyadh.
    ['2025-03-08T22:30:00Z', 'Sunday, 9 March 2025'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatEventDate(new Date(iso))).toBe(expected);
  });
});

describe('formatEventTimeRange', () => {
  it.each([
    [span('2025-04-23T09:00:00+03:00', '2025-04-23T22:00:00+03:00'), '9:00 AM – 10:00 PM AST'],
    [
      span('2025-02-13T19:00:00+03:00', '2025-02-14T01:00:00+03:00'),
      '7:00 PM – 1:00 AM AST (next day)',
    ],
  ])('%o -> %s', (event, expected) => {
    expect(formatEventTimeRange(event)).toBe(expected);
  });
});

describe('endsNextDay', () => {
  it('compares Riyadh calendar days, not UTC ones', () => {
    // 02:00 to 23:30 Riyadh is one local day although it spans two UTC days.
    expect(endsNextDay(span('2025-03-08T02:00:00+03:00', '2025-03-08T23:30:00+03:00'))).toBe(false);
    expect(endsNextDay(span('2025-03-08T21:00:00+03:00', '2025-03-09T01:00:00+03:00'))).toBe(true);
  });
});

describe('formatEventLocation', () => {
  it.each([
    [{ venue: 'Farmhouse in Al Amaariah', area: 'Al Amaariah' }, 'Farmhouse in Al Amaariah'],
    [{ venue: 'Private residence', area: 'Riyadh' }, 'Private residence, Riyadh'],
  ])('%o -> %s', (event, expected) => {
    expect(formatEventLocation(event)).toBe(expected);
  });
});

describe('formatCountry', () => {
  it('names the country from its ISO code', () => {
    expect(formatCountry('SA')).toBe('Saudi Arabia');
  });
});

describe('eventDateParts', () => {
  it('gives the local weekday, day, month and year', () => {
    expect(eventDateParts(new Date('2025-03-08T22:30:00Z'))).toEqual({
      weekday: 'Sunday',
      day: '9',
      month: 'March',
      year: '2025',
    });
  });
});

describe('formatEventPlace', () => {
  it.each([
    ['Venue in Riyadh, shared with confirmed guests', 'Venue in Riyadh'],
    ['Farmhouse in Al Amaariah', 'Farmhouse in Al Amaariah'],
    // Arabic text separates with its own comma.
    ['مكان في الرياض، يُبلَّغ به الضيوف المؤكَّدون', 'مكان في الرياض'],
    ['مزرعة في العمارية', 'مزرعة في العمارية'],
  ])('%s -> %s', (venue, expected) => {
    expect(formatEventPlace(venue)).toBe(expected);
  });
});

describe('formatEventDateIn and formatEventTimeRangeIn (issue 28)', () => {
  const evening = span('2025-02-13T19:00:00+03:00', '2025-02-14T01:00:00+03:00');

  it('prints English exactly as the English pages always have', () => {
    expect(formatEventDateIn(evening.start, 'en')).toBe(formatEventDate(evening.start));
    expect(formatEventTimeRangeIn(evening, 'en')).toBe(formatEventTimeRange(evening));
  });

  it('prints Arabic with the Hijri date and Riyadh time, the next day said in Arabic', () => {
    expect(formatEventDateIn(evening.start, 'ar')).toBe(
      'الخميس، 13 فبراير 2025 (14 شعبان 1446 هـ)',
    );
    expect(formatEventTimeRangeIn(evening, 'ar')).toBe(
      '7:00 م – 1:00 ص بتوقيت الرياض (اليوم التالي)',
    );
    expect(
      formatEventTimeRangeIn(span('2025-04-23T09:00:00+03:00', '2025-04-23T22:00:00+03:00'), 'ar'),
    ).toBe('9:00 ص – 10:00 م بتوقيت الرياض');
  });
});

describe('formatClockIn (issue 28)', () => {
  it.each([
    ['7:30 PM', 'en', '7:30 PM'],
    ['09:00', 'en', '09:00'],
    ['7:30 PM', 'ar', '7:30 م'],
    ['11:30 AM', 'ar', '11:30 ص'],
    ['9:00PM', 'ar', '9:00 م'],
    ['19:30', 'ar', '19:30'],
    ['09:00', 'ar', '09:00'],
  ] as const)('%s in %s -> %s', (time, locale, expected) => {
    expect(formatClockIn(time, locale)).toBe(expected);
  });
});
