import { describe, expect, it } from 'vitest';
import {
  approvalNeedsWarning,
  canWithdrawInvitation,
  eventTiming,
} from '../../../src/lib/crm/event-timing.ts';

const event = { start: '2026-03-10T19:00:00+03:00', end: '2026-03-10T22:30:00+03:00' };
const at = (iso: string) => Date.parse(iso);

describe('eventTiming', () => {
  it.each([
    ['a minute before the start', '2026-03-10T18:59:00+03:00', 'upcoming'],
    ['at the start', '2026-03-10T19:00:00+03:00', 'begun'],
    ['a minute before the end', '2026-03-10T22:29:00+03:00', 'begun'],
    ['at the end', '2026-03-10T22:30:00+03:00', 'ended'],
    ['a year later', '2027-03-10T19:00:00+03:00', 'ended'],
  ])('%s: %s', (_, now, expected) => {
    expect(eventTiming(event, at(now))).toBe(expected);
  });

  it('counts an event without an end as over once begun', () => {
    expect(eventTiming({ start: event.start }, at('2026-03-10T19:01:00+03:00'))).toBe('ended');
    expect(eventTiming({ start: event.start }, at('2026-03-10T18:59:00+03:00'))).toBe('upcoming');
  });
});

describe('approval and withdrawal', () => {
  it.each([
    ['before the event', '2026-03-09T12:00:00+03:00', false, true],
    ['during the event', '2026-03-10T20:00:00+03:00', false, true],
    ['after the event', '2026-03-11T12:00:00+03:00', true, false],
  ])('%s: warn %s, withdraw %s', (_, now, warn, withdraw) => {
    expect(approvalNeedsWarning(event, at(now))).toBe(warn);
    expect(canWithdrawInvitation(event, at(now))).toBe(withdraw);
  });

  it('neither warns nor refuses for a request naming no known event', () => {
    expect(approvalNeedsWarning(undefined, at('2030-01-01T00:00:00Z'))).toBe(false);
    expect(canWithdrawInvitation(undefined, at('2030-01-01T00:00:00Z'))).toBe(true);
  });
});
