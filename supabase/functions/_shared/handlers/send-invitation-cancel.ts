// Confirms a guest's decline and takes the evening out of their calendar (METHOD:CANCEL, the same
// UID, the SEQUENCE the decline raised). A job queued by the decline (…_event_invitations.sql).
import { requireServiceRole } from '../auth/require-service-role.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { guestJobInput, loadGuestJob } from '../invitations/guest-job.ts';
import { sendCalendarMail } from '../invitations/send-calendar-mail.ts';
import { doneBefore } from '../jobs/job-target.ts';
import { invitationCancelMail } from '../mail/templates/invitation.ts';

export const sendInvitationCancel = defineJsonFunction({
  name: 'send-invitation-cancel',
  input: guestJobInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    if (await doneBefore(deps, 'send-invitation-cancel', input.requestId, input.jobId)) {
      return { sent: false, reason: 'already sent' };
    }
    const job = await loadGuestJob(deps, input);
    await sendCalendarMail(
      deps,
      'send-invitation-cancel',
      job,
      'cancel',
      invitationCancelMail(job.mail, job.settings),
    );
    return { sent: true };
  },
});
