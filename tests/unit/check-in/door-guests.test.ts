import { describe, expect, it } from 'vitest';
import {
  applyCheckInChanges,
  applyInvitationChanges,
  canCheckIn,
  doorCounts,
  withQueuedWrites,
  type DoorGuest,
} from '~/lib/check-in/door-guests.ts';

const guest = (id: string, fields: Partial<DoorGuest> = {}): DoorGuest => ({
  id,
  guest_name: id,
  email: `${id}@example.com`,
  company: null,
  status: 'confirmed',
  check_in_id: null,
  checked_in_at: null,
  ...fields,
});
const invitation = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  event_slug: 'leap-dinner',
  guest_name: id,
  email: `${id}@example.com`,
  company: null,
  status: 'confirmed',
  ...fields,
});

describe('applyInvitationChanges', () => {
  it('adds, updates (keeping the company and check-in) and removes, sorted by name; other events ignored', () => {
    const list = [
      guest('b', { company: 'Request Co', check_in_id: 'k', checked_in_at: 't' }),
      guest('c'),
    ];
    const next = applyInvitationChanges(
      list,
      [
        { type: 'upsert', row: invitation('a', { company: 'Walk-in Co' }) },
        { type: 'upsert', row: invitation('b', { status: 'declined' }) },
        { type: 'delete', id: 'c' },
        { type: 'upsert', row: invitation('z', { event_slug: 'suhoor-dinner' }) },
      ],
      'leap-dinner',
    );
    expect(next).toEqual([
      guest('a', { company: 'Walk-in Co' }),
      guest('b', {
        company: 'Request Co',
        status: 'declined',
        check_in_id: 'k',
        checked_in_at: 't',
      }),
    ]);
  });
});

describe('applyCheckInChanges', () => {
  it('marks the invitation checked in, and a deleted check-in (undo) clears it by its id', () => {
    const list = [guest('a'), guest('b', { check_in_id: 'k2', checked_in_at: 'then' })];
    expect(
      applyCheckInChanges(list, [
        { type: 'upsert', row: { id: 'k1', invitation_id: 'a', checked_in_at: 'now' } },
        { type: 'delete', id: 'k2' },
      ]),
    ).toEqual([guest('a', { check_in_id: 'k1', checked_in_at: 'now' }), guest('b')]);
  });
});

describe('withQueuedWrites', () => {
  it('shows queued check-ins at their tap time and unsent walk-ins as guests', () => {
    const shown = withQueuedWrites(
      [guest('b'), guest('c', { check_in_id: 'k', checked_in_at: 'server' })],
      [
        { kind: 'check-in', invitationId: 'b', tappedAt: 'tap' },
        { kind: 'check-in', invitationId: 'c', tappedAt: 'tap' },
        {
          kind: 'walk-in',
          email: 'A@example.com',
          guestName: 'a',
          company: 'Co',
          tappedAt: 'tap2',
        },
        {
          kind: 'walk-in',
          email: 'C@example.com',
          guestName: 'c again',
          company: '',
          tappedAt: 'x',
        },
      ],
    );
    expect(shown.map((g) => [g.id, g.checked_in_at, g.queued])).toEqual([
      ['walk-in:a@example.com', 'tap2', true],
      ['b', 'tap', true],
      ['c', 'server', true],
    ]);
  });
});

describe('doorCounts and canCheckIn', () => {
  it('counts check-ins and confirmed guests', () => {
    const list = [
      guest('a', { checked_in_at: 't' }),
      guest('b'),
      guest('c', { status: 'declined' }),
      guest('d', { status: 'invited', checked_in_at: 't' }),
    ];
    expect(doorCounts(list)).toEqual({ checkedIn: 2, confirmed: 2 });
  });
  it.each<[Partial<DoorGuest>, boolean]>([
    [{}, true],
    [{ status: 'invited' }, true],
    [{ status: 'offered' }, true],
    [{ status: 'declined' }, false],
    [{ status: 'removed' }, false],
    [{ checked_in_at: 't' }, false],
  ])('%j → %s', (fields, expected) => {
    expect(canCheckIn(guest('a', fields))).toBe(expected);
  });
});
