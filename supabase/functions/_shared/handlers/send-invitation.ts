// Mails a guest their invitation: the pass link, a decline link and the calendar entry
// (METHOD:REQUEST). A job queued by approving their request (…_event_invitations.sql); the
// service role runs it with the invitation as the claim read it.
import { seatCalendarJob } from '../invitations/seat-calendar-job.ts';
import { invitationMail } from '../mail/templates/invitation.ts';

export const sendInvitation = seatCalendarJob('send-invitation', invitationMail);
