// Whether a guest came (docs/behaviour/event-guests.md#attendance): one rule for the member's
// /account and the contact's history in the staff app. Pure, table-tested.
import {
  holdsSeat,
  type InvitationStatus,
} from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';
import { fillSlots } from '../i18n/slots.ts';

/** What the rule needs of one invitation. */
export interface InvitationAttendance {
  status: InvitationStatus;
  starts_at: string;
  checked_in_at: string | null;
}

/** An event is past once it has started. */
export function hasStarted(row: Pick<InvitationAttendance, 'starts_at'>, now: Date): boolean {
  return Date.parse(row.starts_at) <= now.getTime();
}

/**
 * Invitations the guest was expected at, and how many they came to. An invitation counts once its
 * event has started if it held a seat (a decline, a withdrawn invitation or an offer never taken
 * up is not a miss); a check-in always counts, even one before the start time or after a decline.
 */
export function attendanceOf(
  rows: readonly InvitationAttendance[],
  now: Date,
): { invited: number; attended: number } {
  const counted = rows.filter(
    (row) => row.checked_in_at !== null || (hasStarted(row, now) && holdsSeat(row.status)),
  );
  return {
    invited: counted.length,
    attended: counted.filter((row) => row.checked_in_at !== null).length,
  };
}

/** How the attendance line and a past invitation's outcome read, in one language. */
export interface AttendanceWords {
  /** `{attended}` and `{invited}` filled in; `one` when a single invitation counted. */
  line: { one: string; other: string };
  outcomes: { attended: string; declined: string; withdrawn: string; missed: string };
}

/** The English, which the staff app reads too; the member's Arabic is in src/lib/account/words-ar.ts. */
export const ATTENDANCE_WORDS_EN: AttendanceWords = {
  line: {
    one: 'Attended {attended} of {invited} invitation',
    other: 'Attended {attended} of {invited} invitations',
  },
  outcomes: {
    attended: 'Attended',
    declined: 'Declined',
    withdrawn: 'Invitation withdrawn',
    missed: 'Did not attend',
  },
};

/** 'Attended 3 of 4 invitations' */
export function attendanceLine(
  { invited, attended }: { invited: number; attended: number },
  words: AttendanceWords = ATTENDANCE_WORDS_EN,
) {
  return fillSlots(invited === 1 ? words.line.one : words.line.other, { attended, invited });
}

/**
 * The All table's cell and CSV field: '2 of 3', or empty for a person with no counted invitation
 * (docs/behaviour/staff-app.md#the-all-table).
 */
export function attendanceCell({ invited, attended }: { invited: number; attended: number }) {
  return invited > 0 ? `${attended} of ${invited}` : '';
}

/** What a past invitation says about the guest. */
export function pastOutcome(
  row: InvitationAttendance,
  words: AttendanceWords = ATTENDANCE_WORDS_EN,
): string {
  if (row.checked_in_at) return words.outcomes.attended;
  if (row.status === 'declined') return words.outcomes.declined;
  if (row.status === 'removed') return words.outcomes.withdrawn;
  return words.outcomes.missed;
}
