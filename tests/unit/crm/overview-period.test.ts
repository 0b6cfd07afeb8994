import { describe, expect, it } from 'vitest';
import {
  isValidPeriod,
  periodOf,
  riyadhToday,
  weekOf,
  weeksOf,
  weekWithin,
  type PeriodChoice,
} from '../../../src/lib/crm/overview/period.ts';

describe('the Overview period', () => {
  it.each([
    ['2026-11-30T20:59:59Z', '2026-11-30'],
    ['2026-11-30T21:00:00Z', '2026-12-01'],
    ['2026-01-01T00:00:00Z', '2026-01-01'],
  ])('at %s it is %s in Riyadh', (instant, day) => {
    expect(riyadhToday(new Date(instant))).toBe(day);
  });

  it.each<[PeriodChoice, string, { from: string; to: string }]>([
    ['month', '2026-11-30', { from: '2026-11-01', to: '2026-11-30' }],
    ['months3', '2026-11-30', { from: '2026-09-01', to: '2026-11-30' }],
    ['months6', '2026-03-15', { from: '2025-10-01', to: '2026-03-15' }],
    ['months12', '2026-01-01', { from: '2025-02-01', to: '2026-01-01' }],
  ])('%s on %s spans %o', (choice, today, period) => {
    expect(periodOf(choice, today)).toEqual(period);
  });

  it('keeps a valid custom period and refuses one that ends first or is not a date', () => {
    const custom = { from: '2025-03-01', to: '2025-03-31' };
    expect(periodOf('custom', '2026-11-30', custom)).toEqual(custom);
    expect(periodOf('custom', '2026-11-30')).toBeNull();
    expect(isValidPeriod({ from: '2025-03-31', to: '2025-03-01' })).toBe(false);
    expect(isValidPeriod({ from: '2025-02-30', to: '2025-03-01' })).toBe(false);
    expect(isValidPeriod({ from: '', to: '2025-03-01' })).toBe(false);
    expect(isValidPeriod({ from: '2025-03-01', to: '2025-03-01' })).toBe(true);
  });

  it('starts weeks on Sunday and lists every week a period touches', () => {
    expect(weekOf('2025-03-01')).toBe('2025-02-23');
    expect(weekOf('2025-03-02')).toBe('2025-03-02');
    expect(weekOf('2025-03-08')).toBe('2025-03-02');
    expect(weeksOf({ from: '2025-03-01', to: '2025-03-31' })).toEqual([
      '2025-02-23',
      '2025-03-02',
      '2025-03-09',
      '2025-03-16',
      '2025-03-23',
      '2025-03-30',
    ]);
  });

  it('cuts the first and last weeks to the period', () => {
    const march = { from: '2025-03-01', to: '2025-03-31' };
    expect(weekWithin('2025-02-23', march)).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(weekWithin('2025-03-09', march)).toEqual({ from: '2025-03-09', to: '2025-03-15' });
    expect(weekWithin('2025-03-30', march)).toEqual({ from: '2025-03-30', to: '2025-03-31' });
  });
});
