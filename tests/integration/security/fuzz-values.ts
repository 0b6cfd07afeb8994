// The seeded generator and the broken values every fuzz test draws from (fuzz.test.ts for the
// visitor's endpoints, staff-fuzz.test.ts for the staff RPCs and filters).

/** mulberry32: a small seeded PRNG, so a failure can be replayed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '%00',
  '%zz',
  '<script>alert(1)</script>',
  "'; drop table contacts; --",
  'null',
  '{}',
  '[]',
  '💥'.repeat(50),
  'a'.repeat(5000),
  'not-an-email',
  '@',
  'a@',
  '@b.c',
  '\\u0000',
  '../../etc/passwd',
  'javascript:alert(1)',
];
export const NASTY_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  Number.POSITIVE_INFINITY,
  [],
  {},
  [1, 2],
  { a: 1 },
  ...NASTY_STRINGS,
];

export function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}
