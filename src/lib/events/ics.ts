/**
 * A one-event iCalendar file (RFC 5545), built without a library: the format is small and the
 * rules that matter (CRLF, 75-octet folding, text escaping, UTC times) are tested here.
 */

/** What one calendar entry is built from. */
export interface IcsEventInput {
  /** Globally unique and stable across builds, e.g. "<slug>@<site host>". */
  uid: string;
  /** When this file was made (the build time). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  /** The event page. */
  url: string;
  /** The product that made the file, e.g. "-//Majlis Network//Events//EN". */
  productId: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** 20250420T163000Z: a UTC date-time (RFC 5545 §3.3.5, form #2). */
export function formatIcsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line so no physical line exceeds 75 octets (RFC 5545 §3.1): continuation lines
 * start with one space. A multi-byte UTF-8 character or an escape such as "\," is never split,
 * which the RFC allows and which spares lenient calendar readers.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const [char] of line.matchAll(/\\.|./gsu)) {
    const octets = encoder.encode(char).length;
    // The first line may hold 75 octets; continuation lines lose one to the leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The complete .ics text for one event, with CRLF line endings. */
export function buildIcs(event: IcsEventInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${event.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatIcsUtc(event.stamp)}`,
    `DTSTART:${formatIcsUtc(event.start)}`,
    `DTEND:${formatIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
