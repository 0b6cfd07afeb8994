// Confirms a guest's decline and takes the evening out of their calendar (METHOD:CANCEL, the same
// UID, the SEQUENCE the decline raised). A job queued by the decline (…_event_invitations.sql).
import { requireServiceRole } from '../auth/require-service-role.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { CALENDAR_CONTENT_TYPE, invitationCalendar } from '../invitations/invitation-calendar.ts';
import { guestJobInput, loadGuestJob } from '../invitations/guest-job.ts';
import { sendGuestMail } from '../invitations/send-guest-mail.ts';
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
    const calendar = invitationCalendar({
      method: 'cancel',
      uid: job.invitation.calendar_uid,
      sequence: job.invitation.calendar_sequence,
      event: job.event,
      guest: { name: job.invitation.guest_name, email: job.invitation.email },
      organizer: job.organizer,
      passUrl: job.mail.passUrl,
      stamp: deps.now(),
      siteName: job.settings.siteName,
    });
    await sendGuestMail(
      deps,
      'send-invitation-cancel',
      job.invitation.email,
      invitationCancelMail(job.mail, job.settings),
      [
        {
          filename: 'invitation.ics',
          contentType: `${CALENDAR_CONTENT_TYPE}; method=CANCEL`,
          content: calendar,
        },
      ],
    );
    return { sent: true };
  },
});
