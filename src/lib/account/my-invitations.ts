// What /account shows of a member's invitations (docs/behaviour/member-account.md#your-account):
// upcoming ones with their passes, past ones with whether the member came. Pure, table-tested.
import type { InvitationStatus } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';
import { attendanceOf, hasStarted } from '../events/attendance.ts';
import { ACCOUNT_WORDS_EN, type UpcomingStateWords } from './words.ts';

export interface MyInvitation {
  event_slug: string;
  status: InvitationStatus;
  starts_at: string;
  time_zone: string;
  pass_token: string | null;
  checked_in_at: string | null;
}

export interface MyInvitations {
  /** Soonest first. */
  upcoming: MyInvitation[];
  /** Latest first. */
  past: MyInvitation[];
  /** Invitations the member was expected at, and how many they came to (events/attendance.ts). */
  attendance: { invited: number; attended: number };
}

/** Splits the invitations at `now`: an event is past once it has started. */
export function groupMyInvitations(rows: readonly MyInvitation[], now: Date): MyInvitations {
  const at = (row: MyInvitation) => Date.parse(row.starts_at);
  const upcoming = rows.filter((row) => !hasStarted(row, now)).sort((a, b) => at(a) - at(b));
  const past = rows.filter((row) => hasStarted(row, now)).sort((a, b) => at(b) - at(a));
  return { upcoming, past, attendance: attendanceOf(rows, now) };
}

/** The line beside an upcoming event. */
export function upcomingState(
  row: MyInvitation,
  words: UpcomingStateWords = ACCOUNT_WORDS_EN.invitations.states,
): string {
  switch (row.status) {
    case 'confirmed':
    case 'invited':
      return row.checked_in_at ? words.checkedIn : words.confirmed;
    case 'offered':
      return words.offered;
    case 'declined':
      return words.declined;
    case 'removed':
      return words.withdrawn;
  }
}
