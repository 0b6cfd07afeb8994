// Mails one guest the follow-up staff sent after the event (…_event_follow_ups.sql). The job's row
// is the recipient; the claim reads it with the message and the guest's address (job_target).
// A mail failure is retried like every guest mail; a run by hand after the job is done sends nothing.
import { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { eventRow, eventTitleIn } from '../events/event-row.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { splitFullName } from '../inputs/split-full-name.ts';
import { sendGuestMail } from '../invitations/send-guest-mail.ts';
import { doneBefore, jobIdField, jobTargetField } from '../jobs/job-target.ts';
import { followUpMail } from '../mail/templates/follow-up.ts';
import { readSettings } from '../settings.ts';
import type { FunctionDeps } from '../types.ts';

const input = z.object({
  jobId: jobIdField,
  requestId: z.uuid({ error: 'requestId must be a follow-up recipient id (a UUID)' }),
  target: jobTargetField,
});

const recipientRow = z.object({
  event_slug: z.string(),
  subject: z.string(),
  body: z.string(),
  email: z.string(),
  guest_name: z.string(),
  /** The event's public.events row (job_target); null when no content file has the slug. */
  event: eventRow.nullable(),
});

/** The recipient as job_target reads it, for a run by hand without the claim's copy. */
async function readRecipient(deps: FunctionDeps, id: string): Promise<unknown> {
  const { data, error } = await createServiceClient(deps)
    .from('event_follow_up_recipients')
    .select('event_follow_ups(event_slug, subject, body), invitations(email, guest_name)')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`Could not read follow-up recipient ${id}: ${error.message}`);
  if (!data) throw new HttpError(404, 'No follow-up recipient has this id');
  const slug = data.event_follow_ups.event_slug;
  const { data: event, error: eventError } = await createServiceClient(deps)
    .from('events')
    .select()
    .eq('slug', slug)
    .maybeSingle();
  if (eventError) throw new Error(`Could not read event ${slug}: ${eventError.message}`);
  return { ...data.event_follow_ups, ...data.invitations, event };
}

export const sendEventFollowUp = defineJsonFunction({
  name: 'send-event-follow-up',
  input,
  async handle(body, { request, deps }) {
    requireServiceRole(request, deps);
    if (await doneBefore(deps, 'send-event-follow-up', body.requestId, body.jobId)) {
      return { sent: false, reason: 'already sent' };
    }
    const parsed = recipientRow.safeParse(
      body.target ?? (await readRecipient(deps, body.requestId)),
    );
    if (!parsed.success) throw new HttpError(422, 'The follow-up recipient is not readable');
    const recipient = parsed.data;
    const event = recipient.event;
    if (!event) {
      throw new HttpError(422, `No event content file content/events/${recipient.event_slug}.md`);
    }
    const mail = followUpMail(
      {
        firstName: splitFullName(recipient.guest_name).firstName,
        eventTitle: eventTitleIn(event, 'en'),
        subject: recipient.subject,
        body: recipient.body,
      },
      readSettings(deps.env),
    );
    await sendGuestMail(deps, 'send-event-follow-up', recipient.email, mail);
    return { sent: true };
  },
});
