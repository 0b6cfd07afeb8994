import { describe, expect, it } from 'vitest';
import { registrationView } from '~/lib/events/registration.ts';

const studios = {
  start: new Date('2025-06-24T19:30:00+03:00'),
  end: new Date('2025-06-24T23:30:00+03:00'),
  cta: 'RSVP',
  registration: { kind: 'external' as const, url: 'https://example.org/rsvp' },
};

describe('registrationView', () => {
  it.each([
    [
      'a week before',
      '2025-06-17T12:00:00+03:00',
      { state: 'external', href: 'https://example.org/rsvp', label: 'RSVP' },
    ],
    [
      'during the evening',
      '2025-06-24T21:00:00+03:00',
      { state: 'external', href: 'https://example.org/rsvp', label: 'RSVP' },
    ],
    ['after it ended', '2025-06-24T23:30:00+03:00', { state: 'past' }],
    ['when the site is built in late 2026', '2026-11-21T00:00:00Z', { state: 'past' }],
  ])('%s', (_when, now, expected) => {
    expect(registrationView(studios, new Date(now))).toEqual(expected);
  });

  it('offers an in-page request when the event takes requests', () => {
    const forum = {
      ...studios,
      cta: 'Request an Invite',
      registration: { kind: 'request' as const, eventType: 'forum' as const },
    };
    expect(registrationView(forum, new Date('2025-01-01T00:00:00Z'))).toEqual({
      state: 'request',
      eventType: 'forum',
      label: 'Request an Invite',
    });
  });
});
