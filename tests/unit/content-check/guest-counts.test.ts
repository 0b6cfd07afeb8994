import { describe, expect, it } from 'vitest';
import { findGuestCounts, parseCount } from '~/content/check/guest-counts.ts';

describe('findGuestCounts', () => {
  it.each([
    ['limited to 25 guests', 25],
    ['a table of twenty-five guests', 25],
    ['fifty seats', 50],
    ['for 40 invited guests', 40],
    ['Nineteen participants', 19],
    ['six attendees', 6],
  ])('reads %j as %i', (text, count) => {
    expect(findGuestCounts(text).map((m) => m.count)).toEqual([count]);
  });

  it.each([['three guests of honour'], ['the guests'], ['confirmed guests'], ['25 people']])(
    'finds no count in %j',
    (text) => {
      expect(findGuestCounts(text)).toEqual([]);
    },
  );
});

describe('parseCount', () => {
  it.each([
    ['25', 25],
    ['twenty', 20],
    ['twenty-one', 21],
    ['ninety nine', 99],
    ['twelve', 12],
    ['dozen', undefined],
    ['twelve-one', undefined],
  ])('%j → %j', (word, value) => {
    expect(parseCount(word)).toBe(value);
  });
});
