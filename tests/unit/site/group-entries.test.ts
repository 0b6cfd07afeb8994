import { describe, expect, it } from 'vitest';
import { groupEntries } from '~/lib/site/group-entries.ts';

const groups = [
  { id: 'founding-partners', heading: 'Founding Partners' },
  { id: 'associates', heading: 'Associates' },
];
const entry = (id: string, group: string, order: number, name = id) => ({
  id,
  data: { group, order, name },
});

describe('groupEntries', () => {
  it('keeps the groups in their declared order and sorts each by order, then name', () => {
    const result = groupEntries(groups, [
      entry('c', 'associates', 2),
      entry('b', 'founding-partners', 1, 'Zed'),
      entry('a', 'founding-partners', 1, 'Amal'),
      entry('d', 'associates', 1),
    ]);
    expect(result.map(({ group, entries }) => [group.id, entries.map((e) => e.id)])).toEqual([
      ['founding-partners', ['a', 'b']],
      ['associates', ['d', 'c']],
    ]);
  });

  it('keeps an empty group so the page can decide what to show', () => {
    const result = groupEntries(groups, [entry('a', 'associates', 1)]);
    expect(result[0]?.entries).toEqual([]);
  });

  it.each([
    [
      'a typo in the group',
      [entry('x', 'associate', 1)],
      /x: group "associate" is not one of "founding-partners", "associates"/,
    ],
    ['a group declared twice', [], /group "associates" is declared twice/],
  ])('fails on %s', (_case, entries, message) => {
    const declared = entries.length === 0 ? [...groups, groups[1]!] : groups;
    expect(() => groupEntries(declared, entries)).toThrow(message);
  });
});
