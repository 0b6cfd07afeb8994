import { describe, expect, it } from 'vitest';
import {
  canExtend,
  daysLeft,
  daysLeftText,
  dueDateOf,
  extendedDueDate,
  hoursLeft,
  isExtensionDays,
  latestExtensionOf,
  notifyByOf,
  notifyText,
} from '../../../src/lib/privacy/deadlines.ts';
import { DUE_CASES, EXTENSION_CASES } from './deadline-cases.ts';

const at = (iso: string) => new Date(iso);

describe('the 30-day answer clock', () => {
  it.each(DUE_CASES)('%s: verified %s is due %s', (_name, verified, due) => {
    expect(dueDateOf(at(verified)).toISOString()).toBe(due);
  });

  it.each(EXTENSION_CASES)('an extension of %s (%d days) is allowed: %s', (_n, days, ok) => {
    expect(isExtensionDays(days)).toBe(ok);
    const due = at('2026-03-31T09:00:00.000Z');
    if (ok) {
      expect(extendedDueDate(due, days).getTime()).toBeLessThanOrEqual(
        latestExtensionOf(due).getTime(),
      );
    } else {
      expect(() => extendedDueDate(due, days)).toThrow(RangeError);
    }
  });

  it('allows 1.5 days nowhere', () => {
    expect(isExtensionDays(1.5)).toBe(false);
  });

  it('the latest extension is 30 days after the due date', () => {
    expect(latestExtensionOf(at('2026-03-31T09:00:00.000Z')).toISOString()).toBe(
      '2026-04-30T09:00:00.000Z',
    );
  });

  it.each([
    ['open, never extended', 'open', null, true],
    ['already extended', 'extended', at('2026-04-30T09:00:00Z'), false],
    ['awaiting verification', 'awaiting_verification', null, false],
    ['done', 'done', null, false],
    ['refused', 'refused', null, false],
  ] as const)('%s: can extend %s', (_n, status, extendedUntil, expected) => {
    expect(canExtend({ status, extendedUntil })).toBe(expected);
  });
});

describe('days left', () => {
  const due = at('2026-03-31T09:00:00.000Z');
  it.each([
    ['30 days before', '2026-03-01T09:00:00.000Z', 30, '30 days left'],
    [
      'a second after verification, as the person is told',
      '2026-03-01T09:00:01.000Z',
      30,
      '30 days left',
    ],
    ['that evening, the day over in Riyadh', '2026-03-01T21:30:00.000Z', 29, '29 days left'],
    ['a day and a minute before', '2026-03-30T08:59:00.000Z', 1, '1 day left'],
    ['an hour before', '2026-03-31T08:00:00.000Z', 0, 'Due today'],
    ['at the moment', '2026-03-31T09:00:00.000Z', 0, 'Due today'],
    ['a minute after', '2026-03-31T09:01:00.000Z', -1, 'Overdue by 1 day'],
    ['three days after', '2026-04-03T09:00:00.000Z', -3, 'Overdue by 3 days'],
  ])('%s: %d', (_n, now, days, text) => {
    expect(daysLeft(due, at(now))).toBe(days);
    expect(daysLeftText(days)).toBe(text);
  });
});

describe('the 72-hour incident clock', () => {
  const discovered = at('2026-11-25T22:00:00.000Z');
  it('runs 72 hours from discovery', () => {
    expect(notifyByOf(discovered).toISOString()).toBe('2026-11-28T22:00:00.000Z');
  });
  it.each([
    ['just discovered', '2026-11-25T22:00:00.000Z', 72, 'Notify SDAIA within 72 h'],
    ['41 h in', '2026-11-27T15:00:00.000Z', 31, 'Notify SDAIA within 31 h'],
    ['30 min short of 31 h left', '2026-11-27T15:30:00.000Z', 30, 'Notify SDAIA within 30 h'],
    ['the last minutes', '2026-11-28T21:59:00.000Z', 0, 'Notify SDAIA within 0 h'],
    ['a minute late', '2026-11-28T22:01:00.000Z', -1, 'Notification overdue by 1 h'],
  ])('%s: %d hours', (_n, now, hours, text) => {
    expect(hoursLeft(notifyByOf(discovered), at(now))).toBe(hours);
    expect(notifyText(hours)).toBe(text);
  });
});
