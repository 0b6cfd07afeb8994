import { describe, expect, it } from 'vitest';
import {
  alreadyCheckedInText,
  applyCheckInChanges,
  applyInvitationChanges,
  canCheckIn,
  doorCounts,
  doorTime,
  hasUnknownChecker,
  sameShownGuest,
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
  checked_in_by: null,
  checked_in_by_name: null,
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

  it('names who checked the guest in when the list already knows that staff member', () => {
    const list = [
      guest('a'),
      guest('b'),
      guest('c', { checked_in_at: 't', checked_in_by: 'sara', checked_in_by_name: 'Sara Staff' }),
    ];
    const changes = [
      {
        type: 'upsert' as const,
        row: { id: 'k1', invitation_id: 'a', checked_in_at: 'now', checked_in_by: 'sara' },
      },
      {
        type: 'upsert' as const,
        row: { id: 'k2', invitation_id: 'b', checked_in_at: 'now', checked_in_by: 'omar' },
      },
    ];
    const [a, b] = applyCheckInChanges(list, changes);
    expect(a).toMatchObject({ checked_in_by: 'sara', checked_in_by_name: 'Sara Staff' });
    expect(b).toMatchObject({ checked_in_by: 'omar', checked_in_by_name: null });
    // Omar's name is not known yet: the screen reads the list again.
    expect(hasUnknownChecker(list, changes)).toBe(true);
    expect(hasUnknownChecker(list, changes.slice(0, 1))).toBe(false);
    expect(hasUnknownChecker(list, [{ type: 'delete', id: 'k9' }])).toBe(false);
  });
});

describe('alreadyCheckedInText', () => {
  // 16:32 UTC is 19:32 at the event (Riyadh, UTC+3), whatever the phone's own time zone.
  const at = '2025-12-01T16:32:10Z';
  it.each<[string, Partial<DoorGuest> & { queued?: boolean }, boolean, string | null]>([
    ['not checked in', {}, false, null],
    [
      'by a named staff member',
      { checked_in_at: at, checked_in_by: 'u1', checked_in_by_name: 'Sara Al-Harbi' },
      false,
      'Already checked in 19:32 by Sara Al-Harbi',
    ],
    [
      'by this phone, waiting to send',
      { checked_in_at: at, queued: true },
      false,
      'Already checked in 19:32 by this phone',
    ],
    [
      'by this phone, answered, the name not read back yet',
      { checked_in_at: at, checked_in_by: 'u1' },
      true,
      'Already checked in 19:32 by this phone',
    ],
    [
      'by someone the phone cannot name',
      { checked_in_at: at, checked_in_by: null },
      false,
      'Already checked in 19:32 by another phone',
    ],
  ])('%s', (_, fields, here, expected) => {
    expect(alreadyCheckedInText({ queued: false, ...guest('a', fields) }, here)).toBe(expected);
  });

  it('says "another phone" for a list kept on the phone before names were read', () => {
    const {
      checked_in_by: _by,
      checked_in_by_name: _name,
      ...kept
    } = guest('a', {
      checked_in_at: at,
    });
    expect(alreadyCheckedInText({ ...kept, queued: false }, false)).toBe(
      'Already checked in 19:32 by another phone',
    );
  });

  it('writes times on the event clock, 24-hour', () => {
    expect(doorTime('2025-12-01T21:05:00Z')).toBe('00:05');
    expect(doorTime('2025-12-01T04:23:59Z')).toBe('07:23');
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

describe('sameShownGuest', () => {
  const shown = { ...guest('a'), queued: false };
  it.each<[string, object, boolean]>([
    ['the same values in a new object', {}, true],
    ['checked in', { checked_in_at: '2026-11-26T20:00:00Z' }, false],
    ['queued', { queued: true }, false],
    ['checked in by someone named', { checked_in_by_name: 'Sara' }, false],
    ['another company', { company: 'Acme' }, false],
    ['a phone where there was none', { phone: '+966500000000' }, false],
  ])('%s', (_, change, same) => {
    expect(sameShownGuest(shown, { ...shown, ...change })).toBe(same);
  });
});
