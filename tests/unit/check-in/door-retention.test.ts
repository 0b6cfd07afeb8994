import { describe, expect, it } from 'vitest';
import {
  allDoorEventKeys,
  doorCopyKeptUntil,
  doorKeysToForget,
  UNSENT_WRITES_GRACE_MS,
} from '../../../src/lib/check-in/door-retention.ts';

describe('doorCopyKeptUntil: midnight after the day the event ends, in Riyadh', () => {
  it.each([
    // An evening that runs past midnight keeps its list to the end of that next day.
    ['2025-02-10T01:00:00+03:00', '2025-02-10T21:00:00.000Z'],
    ['2025-02-09T23:59:00+03:00', '2025-02-09T21:00:00.000Z'],
    // The last minute of a day and the first of the next fall on either side.
    ['2026-12-03T23:59:59+03:00', '2026-12-03T21:00:00.000Z'],
    ['2026-12-04T00:00:00+03:00', '2026-12-04T21:00:00.000Z'],
    // Written with another offset, the day is still Riyadh's.
    ['2026-12-03T20:30:00Z', '2026-12-03T21:00:00.000Z'],
    ['2026-12-03T21:30:00Z', '2026-12-04T21:00:00.000Z'],
    ['2026-12-31T22:00:00+03:00', '2026-12-31T21:00:00.000Z'],
    ['2028-02-28T21:00:00Z', '2028-02-29T21:00:00.000Z'],
  ])('an event ending %s is kept until %s', (end, until) => {
    expect(new Date(doorCopyKeptUntil(end)).toISOString()).toBe(until);
  });

  it('follows another zone, daylight saving included', () => {
    // London on the night clocks go back: midnight after 26 October is 00:00 GMT.
    expect(new Date(doorCopyKeptUntil('2025-10-26T12:00:00Z', 'Europe/London')).toISOString()).toBe(
      '2025-10-27T00:00:00.000Z',
    );
    expect(new Date(doorCopyKeptUntil('2025-06-01T12:00:00Z', 'Europe/London')).toISOString()).toBe(
      '2025-06-01T23:00:00.000Z',
    );
  });
});

const UNTIL = '2026-12-04T21:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const GUESTS = JSON.stringify([{ id: '1', guest_name: 'سارة 🌙', email: 'sara+door@example.sa' }]);
const WALK_IN = JSON.stringify([
  {
    kind: 'walk-in',
    email: 'walk@example.sa',
    guestName: 'Nour #3 50%',
    company: '',
    tappedAt: '2026-12-04T19:00:00Z',
  },
]);

function stored(entries: Record<string, string>) {
  return new Map(Object.entries(entries));
}

describe('doorKeysToForget', () => {
  const event = (slug: string, queue: string, until: string | null = UNTIL) => ({
    [`majlis.door.${slug}.guests`]: GUESTS,
    [`majlis.door.${slug}.queue`]: queue,
    ...(until === null ? {} : { [`majlis.door.${slug}.until`]: until }),
  });

  it.each([
    [
      'before the day ends: everything stays',
      event('leap-dinner', '[]'),
      '2026-12-04T20:59:59Z',
      [],
    ],
    [
      'once the day has ended: the list, the empty queue and the date go',
      event('leap-dinner', '[]'),
      '2026-12-04T21:00:00Z',
      [
        'majlis.door.leap-dinner.guests',
        'majlis.door.leap-dinner.queue',
        'majlis.door.leap-dinner.until',
      ],
    ],
    [
      'unsent writes wait a week after the day, the list goes at once',
      event('leap-dinner', WALK_IN),
      '2026-12-11T20:59:59Z',
      ['majlis.door.leap-dinner.guests'],
    ],
    [
      'after that week the unsent writes go too',
      event('leap-dinner', WALK_IN),
      new Date(at(UNTIL) + UNSENT_WRITES_GRACE_MS).toISOString(),
      [
        'majlis.door.leap-dinner.guests',
        'majlis.door.leap-dinner.queue',
        'majlis.door.leap-dinner.until',
      ],
    ],
    [
      'an unreadable queue holds nothing to send',
      event('leap-dinner', '{not json'),
      '2026-12-05T08:00:00Z',
      [
        'majlis.door.leap-dinner.guests',
        'majlis.door.leap-dinner.queue',
        'majlis.door.leap-dinner.until',
      ],
    ],
    [
      'a copy with no date (left before this rule) goes at once',
      event('old-dinner', '[]', null),
      '2026-12-01T00:00:00Z',
      ['majlis.door.old-dinner.guests', 'majlis.door.old-dinner.queue'],
    ],
    [
      'an unreadable date counts as none',
      event('old-dinner', '[]', 'soon'),
      '2026-12-01T00:00:00Z',
      [
        'majlis.door.old-dinner.guests',
        'majlis.door.old-dinner.queue',
        'majlis.door.old-dinner.until',
      ],
    ],
    [
      "the phone's own name and other keys stay",
      {
        'majlis.door.device': 'Door phone ab12',
        'majlis.theme': 'dark',
        'other.door.x.guests': '[]',
      },
      '2030-01-01T00:00:00Z',
      [],
    ],
    [
      'each event by its own date; a slug with dots and digits is read whole',
      {
        ...event('suhoor-2026', '[]', '2026-12-02T21:00:00.000Z'),
        ...event('leap-dinner', '[]'),
        'majlis.door.a.b.guests': GUESTS,
      },
      '2026-12-03T10:00:00Z',
      [
        'majlis.door.a.b.guests',
        'majlis.door.suhoor-2026.guests',
        'majlis.door.suhoor-2026.queue',
        'majlis.door.suhoor-2026.until',
      ],
    ],
  ])('%s', (_label, entries, now, expected) => {
    expect(doorKeysToForget(stored(entries), at(now))).toEqual(expected);
  });
});

describe('allDoorEventKeys (signing out)', () => {
  it("takes every event's list, queue and date, sent or not, and leaves the phone's name", () => {
    expect(
      allDoorEventKeys([
        'majlis.door.device',
        'majlis.door.leap-dinner.queue',
        'majlis.door.leap-dinner.guests',
        'majlis.door.leap-dinner.until',
        'majlis.notice',
      ]),
    ).toEqual([
      'majlis.door.leap-dinner.guests',
      'majlis.door.leap-dinner.queue',
      'majlis.door.leap-dinner.until',
    ]);
  });
});
