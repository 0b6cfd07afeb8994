// The job of a mail to a guest who holds a seat, with a calendar request (METHOD:REQUEST): the
// invitation, and the update after the event's file moved it. A guest who declined or was
// withdrawn before it ran gets nothing from it: the cancellation already took the evening out.
import { holdsSeat } from '../domain/invitation-statuses.ts';
import type { JobKind } from '../domain/job-kinds.ts';
import { defineJobFunction } from '../jobs/define-job-function.ts';
import type { ComposedMail } from '../mail/compose-mail.ts';
import type { SiteBrand } from '../mail/templates/site-brand.ts';
import type { GuestMailData } from '../mail/templates/invitation.ts';
import { guestJobInput, guestJobOf } from './guest-job.ts';
import { sendCalendarMail } from './send-calendar-mail.ts';

export function seatCalendarJob(
  name: JobKind,
  mail: (data: GuestMailData, site: SiteBrand) => ComposedMail,
) {
  return defineJobFunction({
    name,
    input: guestJobInput,
    table: 'invitations',
    doneAnswer: { sent: false, reason: 'already sent' },
    async handle(_input, { deps, row }) {
      const job = guestJobOf(deps, row);
      if (!holdsSeat(job.invitation.status) || job.invitation.pass_revoked_at !== null) {
        return { sent: false, reason: `the guest is ${job.invitation.status}` };
      }
      await sendCalendarMail(deps, name, job, 'request', mail(job.mail, job.settings));
      return { sent: true };
    },
  });
}
