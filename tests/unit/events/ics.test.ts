import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, formatIcsUtc } from '~/lib/events/ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('formatIcsUtc', () => {
  it.each([
    ['2025-04-20T19:30:00+03:00', '20250420T163000Z'],
    ['2025-02-14T01:00:00+03:00', '20250213T220000Z'],
    ['2025-01-01T00:00:00Z', '20250101T000000Z'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatIcsUtc(new Date(iso))).toBe(expected);
  });
});

describe('escapeIcsText', () => {
  it.each([
    ['plain', 'plain'],
    ['Riyadh, Saudi Arabia', 'Riyadh\\, Saudi Arabia'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['windows\r\nbreak', 'windows\\nbreak'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines into 75-octet pieces joined by CRLF and a space', () => {
    const folded = foldIcsLine('D'.repeat(200));
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(3);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('D'.repeat(200));
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'مجلس '.repeat(30)}`;
    const physical = foldIcsLine(line).split('\r\n');
    for (const piece of physical) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      expect(piece).not.toContain('\uFFFD');
    }
    expect(foldIcsLine(line).replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits an escape sequence', () => {
    const line = `DESCRIPTION:${'a'.repeat(62)}\\,b`;
    const physical = foldIcsLine(line).split('\r\n');
    expect(physical[0]).toBe(`DESCRIPTION:${'a'.repeat(62)}`);
    expect(physical[1]).toBe(' \\,b');
  });
});

describe('buildIcs', () => {
  const ics = buildIcs({
    uid: 'leap-dinner@majlis.network',
    stamp: new Date('2026-11-21T10:00:00Z'),
    start: new Date('2025-02-09T19:00:00+03:00'),
    end: new Date('2025-02-10T01:00:00+03:00'),
    summary: 'The Majlis LEAP Dinner',
    description: `A private dinner; ${'long text, '.repeat(10)}\nhttps://majlis.network/events/leap-dinner`,
    location: 'Venue in Riyadh, Saudi Arabia',
    url: 'https://majlis.network/events/leap-dinner',
    productId: '-//Majlis Network//Events//EN',
  });
  const unfolded = ics.replace(/\r\n /g, '');
  const lines = unfolded.split('\r\n');

  it('uses CRLF line endings only, ending with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('wraps one VEVENT in a VCALENDAR with the required properties', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Majlis Network//Events//EN');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:leap-dinner@majlis.network');
    expect(lines).toContain('DTSTAMP:20261121T100000Z');
    expect(lines).toContain('DTSTART:20250209T160000Z');
    expect(lines).toContain('DTEND:20250209T220000Z');
    expect(lines).toContain('SUMMARY:The Majlis LEAP Dinner');
    expect(lines).toContain('LOCATION:Venue in Riyadh\\, Saudi Arabia');
    expect(lines).toContain('URL:https://majlis.network/events/leap-dinner');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes the description and keeps its line break as \\n', () => {
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toMatch(/^DESCRIPTION:A private dinner\\; long text\\, /);
    expect(description).toContain('\\nhttps://majlis.network/events/leap-dinner');
  });
});
