import { describe, expect, it } from 'vitest';
import {
  groupMyInvitations,
  upcomingState,
  type MyInvitation,
} from '~/lib/account/my-invitations.ts';
import { pastOutcome } from '~/lib/events/attendance.ts';

const row = (
  fields: Partial<MyInvitation> & Pick<MyInvitation, 'event_slug' | 'starts_at'>,
): MyInvitation => ({
  status: 'confirmed',
  time_zone: 'Asia/Riyadh',
  pass_token: null,
  checked_in_at: null,
  ...fields,
});

const now = new Date('2026-11-26T12:00:00Z');

describe('groupMyInvitations', () => {
  it('puts events that have started in the past, latest first, and the rest soonest first', () => {
    const grouped = groupMyInvitations(
      [
        row({ event_slug: 'later', starts_at: '2026-12-20T18:00:00Z' }),
        row({ event_slug: 'old', starts_at: '2026-01-10T18:00:00Z' }),
        row({ event_slug: 'soon', starts_at: '2026-11-27T18:00:00Z' }),
        row({ event_slug: 'starting-now', starts_at: '2026-11-26T12:00:00Z' }),
        row({ event_slug: 'recent', starts_at: '2026-10-01T18:00:00Z' }),
      ],
      now,
    );
    expect(grouped.upcoming.map((r) => r.event_slug)).toEqual(['soon', 'later']);
    expect(grouped.past.map((r) => r.event_slug)).toEqual(['starting-now', 'recent', 'old']);
  });

  it.each([
    ['came to one of two', ['confirmed+in', 'confirmed'], { invited: 2, attended: 1 }],
    [
      'a decline is not counted as missed',
      ['declined', 'confirmed+in'],
      { invited: 1, attended: 1 },
    ],
    ['a removed guest is not counted', ['removed'], { invited: 0, attended: 0 }],
    ['a walk-in after declining still counts', ['declined+in'], { invited: 1, attended: 1 }],
    ['none', [], { invited: 0, attended: 0 }],
  ])('attendance: %s', (_name, states, expected) => {
    const rows = states.map((state, index) => {
      const [status, inside] = state.split('+');
      return row({
        event_slug: `e${index}`,
        starts_at: '2026-01-01T18:00:00Z',
        status: status as MyInvitation['status'],
        checked_in_at: inside ? '2026-01-01T18:05:00Z' : null,
      });
    });
    expect(groupMyInvitations(rows, now).attendance).toEqual(expected);
  });
});

describe('what each invitation says', () => {
  it.each([
    [{ status: 'confirmed', checked_in_at: '2026-01-01T18:05:00Z' }, 'Attended'],
    [{ status: 'confirmed' }, 'Did not attend'],
    [{ status: 'declined' }, 'Declined'],
    [{ status: 'removed' }, 'Invitation withdrawn'],
  ] as const)('past %j → %s', (fields, text) => {
    expect(
      pastOutcome(row({ event_slug: 'e', starts_at: '2026-01-01T18:00:00Z', ...fields })),
    ).toBe(text);
  });

  it.each([
    [{ status: 'confirmed' }, 'Confirmed'],
    [{ status: 'invited' }, 'Confirmed'],
    [{ status: 'offered' }, 'A place is offered to you'],
    [{ status: 'declined' }, 'Declined'],
    [{ status: 'removed' }, 'Invitation withdrawn'],
  ] as const)('upcoming %j → %s', (fields, text) => {
    expect(
      upcomingState(row({ event_slug: 'e', starts_at: '2026-12-01T18:00:00Z', ...fields })),
    ).toBe(text);
  });
});
