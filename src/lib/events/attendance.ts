// Whether a guest came (docs/behaviour/event-guests.md#attendance): one rule for the member's
// /account and the contact's history in the staff app. Pure, table-tested.
import {
  holdsSeat,
  type InvitationStatus,
} from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';

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

/** 'Attended 3 of 4 invitations' */
export function attendanceLine({ invited, attended }: { invited: number; attended: number }) {
  return `Attended ${attended} of ${invited} ${invited === 1 ? 'invitation' : 'invitations'}`;
}

/**
 * The All table's cell and CSV field: '2 of 3', or empty for a person with no counted invitation
 * (docs/behaviour/staff-app.md#the-all-table).
 */
export function attendanceCell({ invited, attended }: { invited: number; attended: number }) {
  return invited > 0 ? `${attended} of ${invited}` : '';
}

/** What a past invitation says about the guest. */
export function pastOutcome(row: InvitationAttendance): string {
  if (row.checked_in_at) return 'Attended';
  if (row.status === 'declined') return 'Declined';
  if (row.status === 'removed') return 'Invitation withdrawn';
  return 'Did not attend';
}
