// Moves the evening in the guest's calendar when its content file changed the start, end or
// place (…_event_changes_reach_guests.sql): METHOD:REQUEST with the same UID and the SEQUENCE the
// change raised, and the pass again. One job per change (its detail names the SEQUENCE).
import { seatCalendarJob } from '../invitations/seat-calendar-job.ts';
import { invitationChangedMail } from '../mail/templates/invitation.ts';

export const sendInvitationUpdate = seatCalendarJob(
  'send-invitation-update',
  invitationChangedMail,
);
