// What /account shows of a member's invitations (docs/behaviour/member-account.md#your-account):
// upcoming ones with their passes, past ones with whether the member came. Pure, table-tested.
import type { InvitationStatus } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';

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
  /** Past invitations the member had accepted (not declined or removed), and how many they came to. */
  attendance: { invited: number; attended: number };
}

/** Whether a past invitation counts as one the member was expected at. */
function expected(invitation: MyInvitation): boolean {
  return invitation.status !== 'declined' && invitation.status !== 'removed';
}

/** Splits the invitations at `now`: an event is past once it has started. */
export function groupMyInvitations(rows: readonly MyInvitation[], now: Date): MyInvitations {
  const at = (row: MyInvitation) => Date.parse(row.starts_at);
  const upcoming = rows.filter((row) => at(row) > now.getTime()).sort((a, b) => at(a) - at(b));
  const past = rows.filter((row) => at(row) <= now.getTime()).sort((a, b) => at(b) - at(a));
  const counted = past.filter((row) => expected(row) || row.checked_in_at !== null);
  return {
    upcoming,
    past,
    attendance: {
      invited: counted.length,
      attended: counted.filter((row) => row.checked_in_at !== null).length,
    },
  };
}

/** The line beside a past event. */
export function pastOutcome(row: MyInvitation): string {
  if (row.checked_in_at) return 'Attended';
  if (row.status === 'declined') return 'Declined';
  if (row.status === 'removed') return 'Invitation withdrawn';
  return 'Did not attend';
}

/** The line beside an upcoming event. */
export function upcomingState(row: MyInvitation): string {
  switch (row.status) {
    case 'confirmed':
    case 'invited':
      return row.checked_in_at ? 'Checked in' : 'Confirmed';
    case 'offered':
      return 'A place is offered to you';
    case 'declined':
      return 'Declined';
    case 'removed':
      return 'Invitation withdrawn';
  }
}
