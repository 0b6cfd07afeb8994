// The invitation and its cancellation are one calendar entry (the invitation's UID) sent twice:
// METHOD:REQUEST puts the evening in the guest's calendar, METHOD:CANCEL with the SEQUENCE the
// decline raised takes it out (RFC 5546).
import type { FunctionDeps } from '../types.ts';
import type { ComposedMail } from '../mail/compose-mail.ts';
import { CALENDAR_CONTENT_TYPE, invitationCalendar } from './invitation-calendar.ts';
import type { GuestJob } from './guest-job.ts';
import { sendGuestMail } from './send-guest-mail.ts';

export async function sendCalendarMail(
  deps: FunctionDeps,
  tag: string,
  job: GuestJob,
  method: 'request' | 'cancel',
  mail: ComposedMail,
): Promise<void> {
  const calendar = invitationCalendar({
    method,
    uid: job.invitation.calendar_uid,
    sequence: job.invitation.calendar_sequence,
    event: job.event,
    guest: { name: job.invitation.guest_name, email: job.invitation.email },
    organizer: job.organizer,
    passUrl: job.mail.passUrl,
    stamp: deps.now(),
    siteName: job.settings.siteName,
    locale: job.invitation.language,
  });
  await sendGuestMail(deps, tag, job.invitation.email, mail, [
    {
      filename: 'invitation.ics',
      contentType: `${CALENDAR_CONTENT_TYPE}; method=${method.toUpperCase()}`,
      content: calendar,
    },
  ]);
}
