// One table of attendance cases (docs/behaviour/event-guests.md#attendance), run through the
// TypeScript rule (attendance.test.ts) and through the database's copy of it in the All table's
// view (tests/integration/database/all-rows-attendance.test.ts), so the two cannot drift apart.
import type { InvitationAttendance } from '~/lib/events/attendance.ts';

/**
 * A person's invitations, each 'status@when' or 'status@when+in' (checked in); when is 'past'
 * (started long ago), 'now' (starting at this very moment) or 'soon' (starts tomorrow). Then how
 * many they attended, and how many count.
 */
export const ATTENDANCE_CASES: [
  name: string,
  specs: string[],
  attended: number,
  invited: number,
][] = [
  ['came to one of two', ['confirmed@past+in', 'confirmed@past'], 1, 2],
  ['a decline is not a miss', ['declined@past', 'confirmed@past+in'], 1, 1],
  ['a withdrawn invitation is not a miss', ['removed@past'], 0, 0],
  ['a walk-in after declining counts', ['declined@past+in'], 1, 1],
  ['an event not started yet is not a miss', ['confirmed@soon', 'invited@soon'], 0, 0],
  ['checked in at the door before the start time counts', ['confirmed@soon+in'], 1, 1],
  ['an offer never taken up is not a miss', ['offered@past'], 0, 0],
  ['an invitation without a request, once past, is a miss', ['invited@past'], 0, 1],
  ['an event starting this moment has started', ['confirmed@now', 'invited@now'], 0, 2],
  ['a check-in counts whatever the status', ['removed@past+in', 'offered@soon+in'], 2, 2],
  [
    'every status at once',
    ['invited@past', 'confirmed@past+in', 'declined@past', 'removed@soon', 'offered@past+in'],
    2,
    3,
  ],
  ['none', [], 0, 0],
];

export interface AttendanceSpec {
  status: InvitationAttendance['status'];
  when: 'past' | 'now' | 'soon';
  checkedIn: boolean;
}

export function parseSpec(spec: string): AttendanceSpec {
  const [status, rest] = spec.split('@') as [string, string];
  const [when, inside] = rest.split('+');
  return {
    status: status as AttendanceSpec['status'],
    when: when as AttendanceSpec['when'],
    checkedIn: inside === 'in',
  };
}

/** The rule's input for a spec, its times taken from now. */
export function rowOf(spec: AttendanceSpec, now: Date): InvitationAttendance {
  const offset = { past: -300 * 86_400_000, now: 0, soon: 86_400_000 }[spec.when];
  return {
    status: spec.status,
    starts_at: new Date(now.getTime() + offset).toISOString(),
    checked_in_at: spec.checkedIn ? new Date(now.getTime() - 60_000).toISOString() : null,
  };
}
