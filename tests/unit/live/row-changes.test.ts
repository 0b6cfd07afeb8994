import { describe, expect, it } from 'vitest';
import { latestChanges, mergeById, type RowChange } from '../../../src/lib/live/row-changes.ts';

interface Row {
  id: string;
  v: number;
}
const up = (id: string, v = 1): RowChange<Row> => ({ type: 'upsert', row: { id, v } });
const del = (id: string): RowChange<Row> => ({ type: 'delete', id });
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id, v: 0 }));

describe('mergeById', () => {
  it.each<[string, Row[], RowChange<Row>[], Row[]]>([
    ['no changes', rows('a', 'b'), [], rows('a', 'b')],
    [
      'a change replaces in place',
      rows('a', 'b'),
      [up('b', 5)],
      [
        { id: 'a', v: 0 },
        { id: 'b', v: 5 },
      ],
    ],
    [
      'a new row goes first',
      rows('a'),
      [up('n')],
      [
        { id: 'n', v: 1 },
        { id: 'a', v: 0 },
      ],
    ],
    [
      'new rows: the latest first',
      rows('a'),
      [up('n1'), up('n2')],
      [
        { id: 'n2', v: 1 },
        { id: 'n1', v: 1 },
        { id: 'a', v: 0 },
      ],
    ],
    ['a delete removes', rows('a', 'b', 'c'), [del('b')], rows('a', 'c')],
    ['deleting what is not there changes nothing', rows('a'), [del('x')], rows('a')],
    ['the last change of an id wins', rows('a'), [up('a', 2), up('a', 3)], [{ id: 'a', v: 3 }]],
    ['upsert then delete: gone', rows('a', 'b'), [up('a', 2), del('a')], rows('b')],
    [
      'delete then upsert: back',
      rows('a', 'b'),
      [del('a'), up('a', 4)],
      [
        { id: 'a', v: 4 },
        { id: 'b', v: 0 },
      ],
    ],
    ['created then deleted in one batch: never shown', rows('a'), [up('n'), del('n')], rows('a')],
  ])('%s', (_name, items, changes, expected) => {
    expect(mergeById(items, changes)).toEqual(expected);
  });

  it('returns the same array when nothing applies, so React skips the render', () => {
    const items = rows('a');
    expect(mergeById(items, [])).toBe(items);
    expect(mergeById(items, [del('x')])).toBe(items);
  });

  it('merges a burst of 1,000 changes into 10,050 rows in one pass', () => {
    const items = Array.from({ length: 10_050 }, (_, i) => ({ id: `r${i}`, v: 0 }));
    const burst = Array.from({ length: 1_000 }, (_, i) => up(`r${i * 10}`, i));
    const merged = mergeById(items, burst);
    expect(merged).toHaveLength(10_050);
    expect(merged[9_990]).toEqual({ id: 'r9990', v: 999 });
    expect(merged[1]).toEqual({ id: 'r1', v: 0 });
  });
});

describe('latestChanges', () => {
  it('keeps one change per id, ordered by when each id last changed', () => {
    const latest = latestChanges([up('a', 1), up('b', 1), up('a', 2)]);
    expect([...latest.keys()]).toEqual(['b', 'a']);
    expect(latest.get('a')).toEqual(up('a', 2));
  });
});
