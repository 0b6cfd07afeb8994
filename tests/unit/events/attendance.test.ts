import { describe, expect, it } from 'vitest';
import {
  attendanceLine,
  attendanceOf,
  type InvitationAttendance,
} from '~/lib/events/attendance.ts';

const now = new Date('2026-11-26T12:00:00Z');
const PAST = '2026-01-01T18:00:00Z';
const SOON = '2026-11-26T18:00:00Z';

/** 'confirmed@past+in': status, when the event starts, and whether the guest was checked in. */
function row(spec: string): InvitationAttendance {
  const [state, rest] = spec.split('@') as [string, string];
  const [when, inside] = rest.split('+');
  return {
    status: state as InvitationAttendance['status'],
    starts_at: when === 'past' ? PAST : SOON,
    checked_in_at: inside ? '2026-11-26T11:40:00Z' : null,
  };
}

describe('attendanceOf', () => {
  it.each([
    ['came to one of two', ['confirmed@past+in', 'confirmed@past'], 1, 2],
    ['a decline is not a miss', ['declined@past', 'confirmed@past+in'], 1, 1],
    ['a withdrawn invitation is not a miss', ['removed@past'], 0, 0],
    ['a walk-in after declining counts', ['declined@past+in'], 1, 1],
    ['an event not started yet is not a miss', ['confirmed@soon', 'invited@soon'], 0, 0],
    ['checked in at the door before the start time counts', ['confirmed@soon+in'], 1, 1],
    ['an offer never taken up is not a miss', ['offered@past'], 0, 0],
    ['an invitation without a request, once past, is a miss', ['invited@past'], 0, 1],
    ['none', [], 0, 0],
  ])('%s', (_name, specs, attended, invited) => {
    expect(attendanceOf(specs.map(row), now)).toEqual({ attended, invited });
  });
});

describe('attendanceLine', () => {
  it.each([
    [{ attended: 3, invited: 4 }, 'Attended 3 of 4 invitations'],
    [{ attended: 1, invited: 1 }, 'Attended 1 of 1 invitation'],
    [{ attended: 0, invited: 0 }, 'Attended 0 of 0 invitations'],
  ])('%j → %s', (counts, text) => {
    expect(attendanceLine(counts)).toBe(text);
  });
});
