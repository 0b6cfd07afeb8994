// Mails a guest their invitation: the pass link, a decline link and the calendar entry
// (METHOD:REQUEST). A job queued by approving their request (…_event_invitations.sql); the
// service role runs it with the invitation as the claim read it.
import { requireServiceRole } from '../auth/require-service-role.ts';
import { holdsSeat } from '../domain/invitation-statuses.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { guestJobInput, loadGuestJob } from '../invitations/guest-job.ts';
import { sendCalendarMail } from '../invitations/send-calendar-mail.ts';
import { doneBefore } from '../jobs/job-target.ts';
import { invitationMail } from '../mail/templates/invitation.ts';

export const sendInvitation = defineJsonFunction({
  name: 'send-invitation',
  input: guestJobInput,
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    if (await doneBefore(deps, 'send-invitation', input.requestId, input.jobId)) {
      return { sent: false, reason: 'already sent' };
    }
    const job = await loadGuestJob(deps, input);
    // A guest who declined before the mail went out gets the cancellation instead.
    if (!holdsSeat(job.invitation.status) || job.invitation.pass_revoked_at !== null) {
      return { sent: false, reason: `the guest is ${job.invitation.status}` };
    }
    await sendCalendarMail(
      deps,
      'send-invitation',
      job,
      'request',
      invitationMail(job.mail, job.settings),
    );
    return { sent: true };
  },
});
