// Takes the evening out of the guest's calendar (METHOD:CANCEL, the same UID, the SEQUENCE the
// change raised), with a word on why: their own decline (…_event_invitations.sql), staff taking
// the approval back (…_decisions_follow_invitations.sql), or the event's content file removed
// (…_event_changes_reach_guests.sql).
import { holdsSeat } from '../domain/invitation-statuses.ts';
import { guestJobInput, guestJobOf } from '../invitations/guest-job.ts';
import { sendCalendarMail } from '../invitations/send-calendar-mail.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import {
  eventCancelledMail,
  invitationCancelMail,
  invitationWithdrawnMail,
} from '../mail/templates/invitation.ts';

export const sendInvitationCancel = defineJobFunction({
  name: 'send-invitation-cancel',
  input: guestJobInput,
  table: 'invitations',
  doneAnswer: { sent: false, reason: 'already sent' },
  async handle(_input, { deps, row }) {
    const job = guestJobOf(deps, row);
    // Given back before this ran: the invitation mail that follows updates the calendar instead.
    if (holdsSeat(job.invitation.status)) {
      return { sent: false, reason: `the guest is ${job.invitation.status}` };
    }
    const mail =
      job.invitation.status !== 'removed'
        ? invitationCancelMail
        : job.event.removed_at !== null
          ? eventCancelledMail
          : invitationWithdrawnMail;
    await sendCalendarMail(
      deps,
      'send-invitation-cancel',
      job,
      'cancel',
      mail(job.mail, job.settings),
    );
    return { sent: true };
  },
});
