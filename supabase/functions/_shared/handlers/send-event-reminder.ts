// Reminds a guest 24 or 3 hours before the start, with their pass. A scheduled job queued by the
// approval, due at its moment (…_event_invitations.sql). Its reason may have gone by then: a
// declined, removed or revoked guest, or an event already begun, gets nothing and the job is done.
import { requireServiceRole } from '../auth/require-service-role.ts';
import { REMINDERS } from '../domain/job-kinds.ts';
import { holdsSeat } from '../domain/invitation-statuses.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { guestJobInput, loadGuestJob, type InvitationRow } from '../invitations/guest-job.ts';
import { sendGuestMail } from '../invitations/send-guest-mail.ts';
import { reminderMail } from '../mail/templates/invitation.ts';

/** Why a reminder is not sent, or null when it should be. Pure, so it is table-tested. */
export function reminderSkipReason(invitation: InvitationRow, now: Date): string | null {
  if (invitation.pass_revoked_at !== null) return 'the pass was revoked';
  if (!holdsSeat(invitation.status)) return `the guest is ${invitation.status}`;
  if (new Date(invitation.starts_at).getTime() <= now.getTime()) return 'the event has begun';
  return null;
}

export const sendEventReminder = defineJsonFunction({
  name: 'send-event-reminder',
  input: guestJobInput,
  async handle(input, { request, deps }) {
    // The key is checked before anything else: a caller without it learns nothing more.
    requireServiceRole(request, deps);
    const reminder = REMINDERS.find((r) => r.detail === input.status);
    if (!reminder) {
      throw new HttpError(
        400,
        `status must be one of ${REMINDERS.map((r) => r.detail).join(', ')}`,
      );
    }
    const job = await loadGuestJob(deps, input);
    const skip = reminderSkipReason(job.invitation, deps.now());
    if (skip) return { sent: false, reason: skip };
    await sendGuestMail(
      deps,
      'send-event-reminder',
      job.invitation.email,
      reminderMail(job.mail, reminder.hoursAhead, job.settings),
    );
    return { sent: true };
  },
});
