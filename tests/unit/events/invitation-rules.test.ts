// The guest side's pure rules (docs/behaviour/event-guests.md): pass tokens, the pass's status
// line, when a reminder is skipped, how an event's time is written, and the calendar files.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { contentEvent } from '../../support/content-events.ts';
import { reminderSkipReason } from '../../../supabase/functions/_shared/handlers/send-event-reminder.ts';
import { formatEventTime } from '../../../supabase/functions/_shared/invitations/format-event-time.ts';
import type { InvitationRow } from '../../../supabase/functions/_shared/invitations/guest-job.ts';
import { invitationCalendar } from '../../../supabase/functions/_shared/invitations/invitation-calendar.ts';
import { isPassToken, passIsActive } from '~/lib/invitations/pass.ts';
import { PASS_WORDS, passStatusText } from '~/lib/invitations/pass-words.ts';

const TOKEN = 'a'.repeat(64);

describe('isPassToken', () => {
  it.each([
    [TOKEN, true],
    ['0123456789abcdef'.repeat(4), true],
    ['A'.repeat(64), false],
    ['a'.repeat(63), false],
    ['a'.repeat(65), false],
    [`${'a'.repeat(62)}%20`, false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isPassToken(value)).toBe(expected);
  });
});

describe('the pass status line', () => {
  it.each([
    ['confirmed', false, 'Confirmed. Show this code at the door.', true],
    ['invited', false, 'Confirmed. Show this code at the door.', true],
    ['offered', false, 'A place has been offered to you.', false],
    ['declined', false, 'You have declined this invitation. Your place has been released.', false],
    ['removed', false, 'This invitation is no longer valid.', false],
    ['confirmed', true, 'Checked in. Welcome!', true],
  ] as const)('%s (checked in: %s)', (status, checkedIn, text, active) => {
    expect(passStatusText(status, checkedIn)).toBe(text);
    expect(passIsActive(status)).toBe(active);
  });

  it('is in Arabic for an Arabic guest, every status its own line', () => {
    const lines = (['confirmed', 'offered', 'declined', 'removed'] as const).map((status) =>
      passStatusText(status, false, 'ar'),
    );
    expect(lines[0]).toBe('مقعدك مؤكَّد. اعرض هذا الرمز عند الدخول.');
    expect(new Set([...lines, passStatusText('confirmed', true, 'ar')]).size).toBe(5);
    for (const line of lines) expect(line).toMatch(/^[\u0600-\u06FF]/);
  });

  it('has every English word in Arabic too', () => {
    const keys = (locale: 'en' | 'ar') => Object.keys(PASS_WORDS[locale]).sort();
    expect(keys('ar')).toEqual(keys('en'));
  });
});

describe('reminderSkipReason', () => {
  const start = '2030-03-08T21:00:00+03:00';
  const row = (changes: Partial<InvitationRow> = {}): InvitationRow => ({
    id: '00000000-0000-4000-8000-000000000001',
    event_slug: 'suhoor-dinner',
    email: 'guest@example.org',
    guest_name: 'Guest',
    status: 'confirmed',
    pass_token: TOKEN,
    pass_revoked_at: null,
    calendar_uid: 'uid@example',
    calendar_sequence: 0,
    language: 'en',
    starts_at: start,
    time_zone: 'Asia/Riyadh',
    ...changes,
  });
  const before = new Date(Date.parse(start) - 3 * 3_600_000);
  it.each([
    ['a confirmed guest before the start', row(), before, null],
    ['an invited guest', row({ status: 'invited' }), before, null],
    ['a declined guest', row({ status: 'declined' }), before, 'the guest is declined'],
    ['a removed guest', row({ status: 'removed' }), before, 'the guest is removed'],
    ['an offered seat not yet taken', row({ status: 'offered' }), before, 'the guest is offered'],
    [
      'a revoked pass',
      row({ pass_revoked_at: '2030-03-01T00:00:00Z' }),
      before,
      'the pass was revoked',
    ],
    ['the start itself', row(), new Date(start), 'the event has begun'],
    ['after the start', row(), new Date(Date.parse(start) + 1), 'the event has begun'],
  ])('%s', (_label, invitation, now, expected) => {
    expect(reminderSkipReason(invitation, now)).toBe(expected);
  });
});

describe('formatEventTime', () => {
  it('writes the Gregorian date and Latin digits in the event time zone, whatever the runtime zone', () => {
    expect(formatEventTime('2025-03-08T21:00:00+03:00', 'Asia/Riyadh')).toBe(
      'Saturday, 8 March 2025 at 9:00 pm (Riyadh time)',
    );
    // After midnight UTC, still the evening before in Riyadh.
    expect(formatEventTime('2025-02-09T23:30:00+03:00', 'Asia/Riyadh')).toContain(
      'Sunday, 9 February 2025',
    );
    expect(formatEventTime('2025-02-09T23:30:00+03:00', 'America/New_York')).toBe(
      'Sunday, 9 February 2025 at 3:30 pm (New York time)',
    );
  });
});

describe('invitationCalendar', () => {
  const event = contentEvent('suhoor-dinner');
  const base = {
    uid: '9f0c-guest@invitations.majlis.network',
    event,
    guest: { name: 'Nour Al-Saud, "Noor"; [VIP] 100% 🌙 نور', email: 'nour@example.org' },
    organizer: { name: 'Majlis Network', email: 'invitations@majlis.network' },
    passUrl: `https://majlis.network/pass/${TOKEN}`,
    stamp: new Date('2026-11-26T12:00:00Z'),
    siteName: 'Majlis Network',
  };
  const parse = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    return {
      method: calendar.getFirstPropertyValue('method'),
      uid: parsed.uid,
      sequence: parsed.sequence,
      status: vevent.getFirstPropertyValue('status'),
      start: parsed.startDate.toJSDate().toISOString(),
      end: parsed.endDate.toJSDate().toISOString(),
      summary: parsed.summary,
      location: parsed.location,
      attendee: parsed.attendees[0]?.getParameter('cn'),
      organizer: vevent.getFirstPropertyValue('organizer'),
      description: parsed.description,
    };
  };

  it('a request: the event at its instant, the guest as attendee, escaped text kept whole', () => {
    expect(parse(invitationCalendar({ ...base, method: 'request', sequence: 0 }))).toEqual({
      method: 'REQUEST',
      uid: base.uid,
      sequence: 0,
      status: 'CONFIRMED',
      start: '2025-03-08T18:00:00.000Z',
      end: '2025-03-08T22:00:00.000Z',
      summary: 'Ramadan Suhoor Dinner',
      location: `${event.venue_en}, ${event.area_en}`,
      attendee: base.guest.name,
      organizer: 'mailto:invitations@majlis.network',
      description: `Your pass (show it at the door): ${base.passUrl}`,
    });
  });

  it('a cancellation keeps the UID and carries the raised SEQUENCE', () => {
    expect(parse(invitationCalendar({ ...base, method: 'cancel', sequence: 3 }))).toMatchObject({
      method: 'CANCEL',
      uid: base.uid,
      sequence: 3,
      status: 'CANCELLED',
    });
  });
});
