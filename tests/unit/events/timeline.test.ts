import { describe, expect, it } from 'vitest';
import { eventPhase, nextAndRecent, splitUpcomingPast } from '~/lib/events/timeline.ts';

const event = (id: string, start: string, end: string) => ({
  id,
  data: { start: new Date(start), end: new Date(end) },
});

describe('eventPhase', () => {
  const dinner = {
    start: new Date('2025-02-09T19:00:00+03:00'),
    end: new Date('2025-02-10T01:00:00+03:00'),
  };
  it.each([
    ['a day before', '2025-02-08T19:00:00+03:00', 'upcoming'],
    ['while it runs', '2025-02-09T23:00:00+03:00', 'upcoming'],
    ['at the instant it ends', '2025-02-10T01:00:00+03:00', 'past'],
    ['a year later', '2026-02-10T01:00:00+03:00', 'past'],
  ])('%s it is %s', (_when, now, expected) => {
    expect(eventPhase(dinner, new Date(now))).toBe(expected);
  });
});

describe('splitUpcomingPast', () => {
  const events = [
    event('b', '2025-06-24T19:30:00+03:00', '2025-06-24T23:30:00+03:00'),
    event('a', '2025-02-09T19:00:00+03:00', '2025-02-10T01:00:00+03:00'),
    event('c', '2025-11-18T19:00:00+03:00', '2025-11-18T23:30:00+03:00'),
  ];

  it('lists upcoming soonest first and past most recent first', () => {
    const { upcoming, past } = splitUpcomingPast(events, new Date('2025-06-24T20:00:00+03:00'));
    expect(upcoming.map((e) => e.id)).toEqual(['b', 'c']);
    expect(past.map((e) => e.id)).toEqual(['a']);
  });

  it('puts everything in the past once the last event has ended', () => {
    const { upcoming, past } = splitUpcomingPast(events, new Date('2026-11-21T00:00:00Z'));
    expect(upcoming).toEqual([]);
    expect(past.map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('nextAndRecent', () => {
  const events = [
    event('feb', '2025-02-09T19:00:00+03:00', '2025-02-10T01:00:00+03:00'),
    event('mar', '2025-03-20T17:45:00+03:00', '2025-03-20T21:00:00+03:00'),
    event('apr', '2025-04-20T19:30:00+03:00', '2025-04-20T23:30:00+03:00'),
    event('jun', '2025-06-24T19:30:00+03:00', '2025-06-24T23:30:00+03:00'),
    event('nov', '2025-11-18T19:00:00+03:00', '2025-11-18T23:30:00+03:00'),
  ];
  const at = (now: string) => {
    const { next, recent } = nextAndRecent(events, new Date(now), 3);
    return { next: next?.id, recent: recent.map((e) => e.id) };
  };

  it.each([
    ['before them all', '2025-01-01T00:00:00Z', { next: 'feb', recent: [] }],
    ['between two', '2025-05-01T00:00:00Z', { next: 'jun', recent: ['apr', 'mar', 'feb'] }],
    [
      'while one runs, it is still next',
      '2025-06-24T21:00:00+03:00',
      { next: 'jun', recent: ['apr', 'mar', 'feb'] },
    ],
    ['after them all', '2026-01-01T00:00:00Z', { next: undefined, recent: ['nov', 'jun', 'apr'] }],
  ])('%s', (_when, now, expected) => {
    expect(at(now)).toEqual(expected);
  });
});
