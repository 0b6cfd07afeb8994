// Takes the evening out of the guest's calendar (METHOD:CANCEL, the same UID, the SEQUENCE the
// change raised), with a word on why: their own decline (…_event_invitations.sql), or staff taking
// the approval back (…_decisions_follow_invitations.sql).
import { requireServiceRole } from '../auth/require-service-role.ts';
import { holdsSeat } from '../domain/invitation-statuses.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { guestJobInput, loadGuestJob } from '../invitations/guest-job.ts';
import { sendCalendarMail } from '../invitations/send-calendar-mail.ts';
import { doneBefore } from '../jobs/job-target.ts';
import { invitationCancelMail, invitationWithdrawnMail } from '../mail/templates/invitation.ts';

export const sendInvitationCancel = defineJsonFunction({
  name: 'send-invitation-cancel',
  input: guestJobInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    if (await doneBefore(deps, 'send-invitation-cancel', input.requestId, input.jobId)) {
      return { sent: false, reason: 'already sent' };
    }
    const job = await loadGuestJob(deps, input);
    // Given back before this ran: the invitation mail that follows updates the calendar instead.
    if (holdsSeat(job.invitation.status)) {
      return { sent: false, reason: `the guest is ${job.invitation.status}` };
    }
    const mail =
      job.invitation.status === 'removed' ? invitationWithdrawnMail : invitationCancelMail;
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
