import { describe, expect, it } from 'vitest';
import {
  eventJsonLd,
  serializeJsonLd,
  toRiyadhIso,
  type EventJsonLdInput,
} from '~/lib/events/json-ld.ts';

const base: EventJsonLdInput = {
  name: 'Fireside Chats',
  description: 'Iftar and fireside chats at a farmhouse in Al Amaariah.',
  url: 'https://majlis.network/events/fireside-chats',
  start: new Date('2025-03-20T17:45:00+03:00'),
  end: new Date('2025-03-20T21:00:00+03:00'),
  venue: 'Farmhouse in Al Amaariah',
  area: 'Al Amaariah',
  country: 'SA',
  free: false,
  organizer: { name: 'Majlis Network', url: 'https://majlis.network/' },
};

describe('toRiyadhIso', () => {
  it.each([
    ['2025-03-20T17:45:00+03:00', '2025-03-20T17:45:00+03:00'],
    ['2025-02-13T22:00:00Z', '2025-02-14T01:00:00+03:00'],
    ['2025-04-23T06:00:00Z', '2025-04-23T09:00:00+03:00'],
  ])('%s -> %s', (input, expected) => {
    expect(toRiyadhIso(new Date(input))).toBe(expected);
  });
});

describe('eventJsonLd', () => {
  it('describes an offline, scheduled event at a Place with its organiser', () => {
    expect(eventJsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Fireside Chats',
      description: base.description,
      url: base.url,
      startDate: '2025-03-20T17:45:00+03:00',
      endDate: '2025-03-20T21:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Farmhouse in Al Amaariah',
        address: { '@type': 'PostalAddress', addressLocality: 'Al Amaariah', addressCountry: 'SA' },
      },
      organizer: {
        '@type': 'Organization',
        name: 'Majlis Network',
        url: 'https://majlis.network/',
      },
    });
  });

  it.each([
    ['capacity', { capacity: 20 }, { maximumAttendeeCapacity: 20 }],
    [
      'image',
      { image: 'https://majlis.network/og.jpg' },
      { image: ['https://majlis.network/og.jpg'] },
    ],
    [
      'free admission',
      { free: true },
      {
        isAccessibleForFree: true,
        offers: {
          '@type': 'Offer',
          price: 0,
          priceCurrency: 'SAR',
          availability: 'https://schema.org/LimitedAvailability',
        },
      },
    ],
    [
      'registration page',
      { registrationUrl: 'https://example.org/register' },
      {
        offers: {
          '@type': 'Offer',
          url: 'https://example.org/register',
          availability: 'https://schema.org/LimitedAvailability',
        },
      },
    ],
  ])('adds %s only when known', (_name, extra, expected) => {
    expect(eventJsonLd({ ...base, ...extra })).toMatchObject(expected);
    for (const key of Object.keys(expected)) expect(eventJsonLd(base)).not.toHaveProperty(key);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('escapes line and paragraph separators', () => {
    const json = serializeJsonLd({ text: 'a\u2028b\u2029c' });
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});
