import { describe, expect, it } from 'vitest';
import {
  formatRiyadh,
  instantOfRiyadhWallClock,
  riyadhWallClock,
} from '../../../src/lib/crm/campaigns/riyadh-time.ts';

describe('campaign times on Riyadh’s clock', () => {
  it.each([
    ['2025-12-05T06:00:00Z', '2025-12-05T09:00'],
    ['2025-12-31T21:30:00Z', '2026-01-01T00:30'],
  ])('%s shows as %s', (instant, wallClock) => {
    expect(riyadhWallClock(new Date(instant))).toBe(wallClock);
    expect(instantOfRiyadhWallClock(wallClock)?.toISOString()).toBe(
      new Date(instant).toISOString(),
    );
  });

  it.each(['', '2025-12-05', '2025-02-30T10:00', '2025-12-05T24:00', '2025-12-05 09:00'])(
    'reads %j as no time',
    (value) => {
      expect(instantOfRiyadhWallClock(value)).toBeNull();
    },
  );

  it('writes an instant with the zone it is shown in', () => {
    expect(formatRiyadh('2025-12-05T11:30:00Z')).toBe('5 Dec 2025, 14:30 AST');
  });
});
