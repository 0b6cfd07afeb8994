import { describe, expect, it } from 'vitest';
import { describeLoad, eventLoad, type EventGuest } from '../../../src/lib/crm/event-capacity.ts';

const dinner = {
  slug: 'suhoor-dinner',
  title: 'Suhoor Dinner',
  start: '2025-03-10T21:00:00+03:00',
  capacity: 25,
};

const requests = [
  { event_slug: 'suhoor-dinner', request_status: 'approved' },
  { event_slug: 'suhoor-dinner', request_status: 'pending' },
  { event_slug: 'suhoor-dinner', request_status: 'waitlist' },
  { event_slug: 'suhoor-dinner', request_status: 'rejected' },
  { event_slug: 'other', request_status: 'pending' },
];

/** 'confirmed+in': a guest of the dinner with that status, checked in or not. */
function guests(...specs: string[]): EventGuest[] {
  return specs.map((spec, index) => {
    const [status, inside] = spec.split('+');
    return {
      event_slug: spec.startsWith('other:') ? 'other' : 'suhoor-dinner',
      email: `g${index}@example.com`,
      status: status!.replace('other:', '') as EventGuest['status'],
      checked_in: inside === 'in',
    };
  });
}

describe('eventLoad', () => {
  it.each([
    ['confirmed guests hold seats', ['confirmed', 'confirmed', 'invited'], 3, 0],
    ['a decline or a withdrawal frees the seat', ['confirmed', 'declined', 'removed'], 1, 0],
    ['an offer not yet taken up holds none', ['offered'], 0, 0],
    ['a guest at the door holds one whatever the status', ['declined+in', 'confirmed+in'], 2, 2],
    ['other events do not count', ['other:confirmed', 'confirmed'], 1, 0],
    ['none', [], 0, 0],
  ])('%s', (_name, specs, confirmed, came) => {
    const load = eventLoad(requests, guests(...specs), dinner);
    expect(load).toEqual({ confirmed, came, waiting: 2, capacity: 25, left: 25 - confirmed });
  });

  it('never shows fewer than no seats left', () => {
    const full = { ...dinner, capacity: 1 };
    expect(eventLoad([], guests('confirmed', 'confirmed'), full).left).toBe(0);
  });
});

describe('describeLoad', () => {
  it.each([
    [dinner, ['confirmed', 'confirmed'], '2 / 25 confirmed, 2 waiting'],
    [{ ...dinner, capacity: null }, ['confirmed'], '1 confirmed, 2 waiting'],
    [dinner, ['confirmed+in', 'confirmed'], '2 / 25 confirmed, 2 waiting, 1 came'],
  ] as const)('%#: %s', (event, specs, text) => {
    expect(describeLoad(eventLoad(requests, guests(...specs), event))).toBe(text);
  });
});
