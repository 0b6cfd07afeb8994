// Moves the evening in the guest's calendar when its content file changed the start, end or
// place (…_event_changes_reach_guests.sql): METHOD:REQUEST with the same UID and the SEQUENCE the
// change raised, and the pass again. One job per change (its detail names the SEQUENCE).
import { holdsSeat } from '../domain/invitation-statuses.ts';
import { guestJobInput, guestJobOf } from '../invitations/guest-job.ts';
import { sendCalendarMail } from '../invitations/send-calendar-mail.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import { invitationChangedMail } from '../mail/templates/invitation.ts';

export const sendInvitationUpdate = defineJobFunction({
  name: 'send-invitation-update',
  input: guestJobInput,
  table: 'invitations',
  doneAnswer: { sent: false, reason: 'already sent' },
  async handle(_input, { deps, row }) {
    const job = guestJobOf(deps, row);
    // Declined or withdrawn since: the cancellation already took the evening out.
    if (!holdsSeat(job.invitation.status) || job.invitation.pass_revoked_at !== null) {
      return { sent: false, reason: `the guest is ${job.invitation.status}` };
    }
    await sendCalendarMail(
      deps,
      'send-invitation-update',
      job,
      'request',
      invitationChangedMail(job.mail, job.settings),
    );
    return { sent: true };
  },
});
