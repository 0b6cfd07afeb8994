// The board's arrow keys follow reading direction (docs/behaviour/staff-app.md#the-board): the
// arrow that points the way the page reads moves a picked-up card to the next stage, the other to
// the previous. Left to right, → is next; right to left (Arabic), ← is next.

/** Stages a key moves a picked-up card by: +1 next, -1 previous, 0 not a move. */
export function stageStep(key: string, direction: 'ltr' | 'rtl'): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === back) return -1;
  return 0;
}

/** The stage `step` stages from `current` in `order`, held at the first and the last. */
export function stageAfter<S extends string>(
  order: readonly S[],
  current: string | undefined,
  step: number,
): S | undefined {
  const index = order.findIndex((stage) => stage === current);
  if (index < 0) return undefined;
  return order[Math.min(order.length - 1, Math.max(0, index + step))];
}
