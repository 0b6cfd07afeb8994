import { describe, expect, it } from 'vitest';
import { formatLongDate } from '~/lib/site/format-date.ts';

describe('formatLongDate', () => {
  it.each([
    ['2026-11-21', '21 November 2026'],
    ['2025-01-01', '1 January 2025'],
  ])('%s → %s', (iso, expected) => {
    // Frontmatter dates are parsed as UTC midnight; the reader's time zone must not shift the day.
    expect(formatLongDate(new Date(iso))).toBe(expected);
  });
});
