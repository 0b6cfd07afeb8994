import { describe, expect, it } from 'vitest';
import type { EventLoad } from '../../../src/lib/crm/event-capacity.ts';
import { nextWaitlistOffer } from '../../../src/lib/crm/waitlist-offer.ts';

const now = new Date('2026-11-26T12:00:00Z');
const upcoming = { slug: 'suhoor-dinner', start: '2026-12-10T18:00:00Z' };
const load = (left: number | null): EventLoad => ({
  confirmed: 0,
  came: 0,
  waiting: 0,
  capacity: left === null ? null : 20,
  left,
});
const request = (id: string, status: string, created_at: string, event_slug = 'suhoor-dinner') => ({
  id,
  event_slug,
  request_status: status,
  created_at,
});

const requests = [
  request('late', 'waitlist', '2026-11-20T10:00:00Z'),
  request('pending', 'pending', '2026-11-01T10:00:00Z'),
  request('early', 'waitlist', '2026-11-10T10:00:00Z'),
  request('elsewhere', 'waitlist', '2026-11-01T10:00:00Z', 'another-evening'),
];

describe('nextWaitlistOffer', () => {
  it.each([
    ['the longest waiting of this event, when a seat is left', upcoming, 1, 'early'],
    ['nobody when the room is full', upcoming, 0, null],
    ['nobody when the event states no capacity', upcoming, null, null],
    ['nobody once the event has begun', { ...upcoming, start: '2026-11-26T11:00:00Z' }, 3, null],
  ] as const)('%s', (_name, event, left, expected) => {
    expect(nextWaitlistOffer(requests, event, load(left), now)?.id ?? null).toBe(expected);
  });

  it('breaks a tie in arrival by id, so every staff screen offers the same guest', () => {
    const tied = [
      request('b', 'waitlist', '2026-11-10T10:00:00Z'),
      request('a', 'waitlist', '2026-11-10T10:00:00Z'),
    ];
    expect(nextWaitlistOffer(tied, upcoming, load(1), now)?.id).toBe('a');
  });
});
