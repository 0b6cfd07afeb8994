import { describe, expect, it } from 'vitest';
import { activeBanner } from '~/lib/site/banner.ts';

describe('activeBanner', () => {
  const banner = {
    text: 'An evening',
    start: new Date('2025-08-01T00:00:00+03:00'),
    end: new Date('2025-10-07T23:00:00+03:00'),
  };

  it.each([
    ['before its start', '2025-07-31T23:59:59+03:00', false],
    ['from its start', '2025-08-01T00:00:00+03:00', true],
    ['during the weeks before the evening', '2025-09-15T12:00:00+03:00', true],
    ['at the moment it ends', '2025-10-07T23:00:00+03:00', false],
    ['a year later', '2026-11-24T00:00:00Z', false],
  ])('%s: shown %s', (_when, now, shown) => {
    expect(activeBanner(banner, new Date(now))).toBe(shown ? banner : undefined);
  });

  it('is nothing without a banner', () => {
    expect(activeBanner(undefined, new Date())).toBeUndefined();
  });
});
