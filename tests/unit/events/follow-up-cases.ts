// One table of guests and their follow-up audience, run through the TypeScript rule
// (tests/unit/events/follow-up.test.ts) and through the SQL that decides at sending
// (tests/integration/events/follow-ups.test.ts), so the preview's count is the sent count.
import type { InvitationStatus } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';
import type { FollowUpAudience } from '~/lib/events/follow-up.ts';

export const FOLLOW_UP_CASES: readonly {
  status: InvitationStatus;
  checked_in: boolean;
  audience: FollowUpAudience | null;
}[] = [
  { status: 'confirmed', checked_in: true, audience: 'came' },
  { status: 'confirmed', checked_in: false, audience: 'missed' },
  { status: 'invited', checked_in: true, audience: 'came' },
  { status: 'invited', checked_in: false, audience: 'missed' },
  // A guest who declined and came anyway came; a decline that stayed one gets nothing.
  { status: 'declined', checked_in: true, audience: 'came' },
  { status: 'declined', checked_in: false, audience: null },
  { status: 'removed', checked_in: true, audience: 'came' },
  { status: 'removed', checked_in: false, audience: null },
  // An offer never taken up held no seat.
  { status: 'offered', checked_in: false, audience: null },
  { status: 'offered', checked_in: true, audience: 'came' },
];
