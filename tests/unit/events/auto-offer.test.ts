// When a freed seat is offered by itself (docs/behaviour/event-guests.md#a-seat-offered-by-itself):
// only for an event whose content sets autoOffer, states a capacity and is still ahead. Every
// content event is past, so a fixture event and a set clock stand in.
import { describe, expect, it } from 'vitest';
import type { EventFacts } from '../../../supabase/functions/_shared/event-catalogue.ts';
import { autoOfferSkipReason } from '../../../supabase/functions/_shared/handlers/offer-freed-seat.ts';

const FIXTURE: EventFacts = {
  slug: 'auto-offer-fixture',
  title: 'A Fixture Dinner',
  start: '2031-03-01T19:30:00+03:00',
  end: '2031-03-01T23:00:00+03:00',
  venue: 'Venue',
  area: 'Riyadh',
  capacity: 20,
  autoOffer: true,
};
const BEFORE = new Date('2031-02-20T12:00:00+03:00');

describe('autoOfferSkipReason', () => {
  it.each([
    ['an autoOffer event ahead', FIXTURE, BEFORE, null],
    ['no content file', undefined, BEFORE, 'no content file has this event'],
    [
      'autoOffer not set',
      { ...FIXTURE, autoOffer: false },
      BEFORE,
      'the event does not set autoOffer',
    ],
    ['no capacity', { ...FIXTURE, capacity: null }, BEFORE, 'the event states no capacity'],
    ['at the start', FIXTURE, new Date(FIXTURE.start), 'the event has begun'],
    ['after the start', FIXTURE, new Date('2031-03-02T00:00:00+03:00'), 'the event has begun'],
    ['a second before', FIXTURE, new Date(Date.parse(FIXTURE.start) - 1000), null],
  ])('%s', (_, event, now, reason) => {
    expect(autoOfferSkipReason(event, now)).toBe(reason);
  });
});
