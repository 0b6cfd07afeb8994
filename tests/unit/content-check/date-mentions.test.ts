import { describe, expect, it } from 'vitest';
import { findDateMentions } from '~/content/check/date-mentions.ts';

describe('findDateMentions', () => {
  it.each([
    [
      'on 13 February 2025 in Riyadh',
      { text: '13 February 2025', first: '2025-02-13', last: '2025-02-13' },
    ],
    ['Thursday, 13 February 2025', { first: '2025-02-13', last: '2025-02-13', weekday: 4 }],
    [
      'runs from 9 to 12 February 2025',
      { text: '9 to 12 February 2025', first: '2025-02-09', last: '2025-02-12' },
    ],
    ['9–12 February', { first: '2025-02-09', last: '2025-02-12' }],
    ['February 13, 2025', { first: '2025-02-13', last: '2025-02-13' }],
    ['on the 26th October', { first: '2025-10-26' }],
    ['March 20th', { first: '2025-03-20' }],
    ['20 february 2024', { first: '2024-02-20' }],
  ])('reads %j', (text, expected) => {
    const [mention] = findDateMentions(text, 2025);
    expect(mention).toMatchObject(expected);
  });

  it.each([
    ['31 February 2025'],
    ['in February 2025'],
    ['the 2025 season'],
    ['12 to 9 February'],
    ['25 guests'],
  ])('finds no date in %j', (text) => {
    expect(findDateMentions(text, 2025)).toEqual([]);
  });

  it('finds every mention, in order, with its position', () => {
    const text = 'Said 20 February 2024; held on 13 February 2025.';
    expect(findDateMentions(text, 2025).map((m) => [m.index, m.first])).toEqual([
      [5, '2024-02-20'],
      [31, '2025-02-13'],
    ]);
  });
});
