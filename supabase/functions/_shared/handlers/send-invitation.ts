// Mails a guest their invitation: the pass link, a decline link and the calendar entry
// (METHOD:REQUEST). A job queued by approving their request (…_event_invitations.sql); the
// service role runs it with the invitation as the claim read it.
import { holdsSeat } from '../domain/invitation-statuses.ts';
import { guestJobInput, guestJobOf } from '../invitations/guest-job.ts';
import { sendCalendarMail } from '../invitations/send-calendar-mail.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { invitationMail } from '../mail/templates/invitation.ts';

export const sendInvitation = defineJobFunction({
  name: 'send-invitation',
  input: guestJobInput,
  table: 'invitations',
  doneAnswer: { sent: false, reason: 'already sent' },
  async handle(_input, { deps, row }) {
    const job = guestJobOf(deps, row);
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
