/** What the structured data for one event page is built from. */
export interface EventJsonLdInput {
  name: string;
  description: string;
  /** Canonical page URL. */
  url: string;
  start: Date;
  end: Date;
  /** Venue as shown to visitors. */
  venue: string;
  /** Locality (city or district). */
  area: string;
  /** ISO 3166 country code. */
  country: string;
  capacity?: number | undefined;
  free: boolean;
  /** External registration page, when there is one. */
  registrationUrl?: string | undefined;
  /** Absolute URL of the sharing image. */
  image?: string | undefined;
  organizer: { name: string; url: string };
}

/**
 * An ISO 8601 timestamp in Riyadh local time with its offset, e.g. 2025-04-20T19:30:00+03:00.
 * Search engines read the offset; a UTC "Z" time would show the wrong clock time in results.
 */
export function toRiyadhIso(instant: Date): string {
  const riyadhOffsetMinutes = 180;
  const local = new Date(instant.getTime() + riyadhOffsetMinutes * 60_000);
  return `${local.toISOString().slice(0, 19)}+03:00`;
}

/** The schema.org Event object for one event page (https://schema.org/Event). */
export function eventJsonLd(input: EventJsonLdInput): Record<string, unknown> {
  const offer =
    input.registrationUrl || input.free
      ? {
          '@type': 'Offer',
          ...(input.registrationUrl ? { url: input.registrationUrl } : {}),
          ...(input.free ? { price: 0, priceCurrency: 'SAR' } : {}),
          // Every gathering is invitation-only with few places; schema.org has no "by invitation".
          availability: 'https://schema.org/LimitedAvailability',
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    description: input.description,
    url: input.url,
    startDate: toRiyadhIso(input.start),
    endDate: toRiyadhIso(input.end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: input.venue,
      address: {
        '@type': 'PostalAddress',
        addressLocality: input.area,
        addressCountry: input.country,
      },
    },
    organizer: { '@type': 'Organization', name: input.organizer.name, url: input.organizer.url },
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.capacity ? { maximumAttendeeCapacity: input.capacity } : {}),
    ...(input.free ? { isAccessibleForFree: true } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. `<` is escaped so a value containing
 * "</script>" cannot end the element; U+2028/2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
