import { describe, expect, it } from 'vitest';
import { stageAfter, stageStep } from '../../../src/lib/crm/board-keys.ts';

describe('the board’s arrow keys follow reading direction', () => {
  it.each([
    ['ArrowRight', 'ltr', 1],
    ['ArrowLeft', 'ltr', -1],
    ['ArrowLeft', 'rtl', 1],
    ['ArrowRight', 'rtl', -1],
    ['ArrowUp', 'ltr', 0],
    ['ArrowDown', 'rtl', 0],
    ['Space', 'rtl', 0],
  ] as const)('%s in %s moves %i stage', (key, direction, step) => {
    expect(stageStep(key, direction)).toBe(step);
  });

  const order = ['mql_lead', 'sql_qualification', 'sqo_discovery', 'closed_won'] as const;
  it.each([
    ['mql_lead', 1, 'sql_qualification'],
    ['sql_qualification', -1, 'mql_lead'],
    ['mql_lead', -1, 'mql_lead'],
    ['closed_won', 1, 'closed_won'],
    ['sqo_discovery', 0, 'sqo_discovery'],
    [undefined, 1, undefined],
    ['not_a_stage', 1, undefined],
  ] as const)('from %s by %i is %s', (from, step, to) => {
    expect(stageAfter(order, from, step)).toBe(to);
  });
});
