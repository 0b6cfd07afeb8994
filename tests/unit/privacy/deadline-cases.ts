// The clock cases the pure rules (src/lib/privacy/deadlines.ts) are tested with, shared with the
// SQL twin (tests/integration/database/privacy-requests.test.ts), which stores the same moments.

/** [name, verified at, due at]: 30 whole days, across month and year ends and a leap day. */
export const DUE_CASES: readonly [string, string, string][] = [
  ['an ordinary day', '2026-03-01T09:00:00.000Z', '2026-03-31T09:00:00.000Z'],
  ['across a year end', '2026-12-15T23:30:00.000Z', '2027-01-14T23:30:00.000Z'],
  ['across a leap day', '2028-02-10T00:00:00.000Z', '2028-03-11T00:00:00.000Z'],
  ['at a millisecond', '2026-11-27T05:05:14.123Z', '2026-12-27T05:05:14.123Z'],
];

/** [name, days, whether SQL and the rule accept it]. */
export const EXTENSION_CASES: readonly [string, number, boolean][] = [
  ['one day', 1, true],
  ['the full 30', 30, true],
  ['one past the limit', 31, false],
  ['none', 0, false],
  ['backwards', -5, false],
];
