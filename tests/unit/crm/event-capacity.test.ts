import { describe, expect, it } from 'vitest';
import { describeLoad, eventLoad } from '../../../src/lib/crm/event-capacity.ts';

const dinner = {
  slug: 'suhoor-dinner',
  title: 'Suhoor Dinner',
  start: '2025-03-10T21:00:00+03:00',
  capacity: 25,
};

describe('eventLoad', () => {
  const requests = [
    { event_slug: 'suhoor-dinner', request_status: 'approved' },
    { event_slug: 'suhoor-dinner', request_status: 'pending' },
    { event_slug: 'suhoor-dinner', request_status: 'waitlist' },
    { event_slug: 'suhoor-dinner', request_status: 'rejected' },
    { event_slug: 'other', request_status: 'approved' },
    { event_slug: 'suhoor-dinner', request_status: 'moved_to_pipeline' },
  ];
  it('counts the approved (moved ones too) against the capacity, and the waiting', () => {
    expect(eventLoad(requests, dinner)).toEqual({
      approved: 2,
      waiting: 2,
      capacity: 25,
      left: 23,
    });
    expect(describeLoad(eventLoad(requests, dinner))).toBe('2 / 25 approved, 2 waiting');
  });
  it('says only what it knows when the event states no capacity', () => {
    const open = { ...dinner, capacity: null };
    expect(describeLoad(eventLoad(requests, open))).toBe('2 approved, 2 waiting');
  });
});
