// What every guest job (invitation, cancellation, reminder) starts from: the invitation as the
// claim read it with its event's row (job_target), and the links and text of its mails.
import { z } from 'zod';
import { INVITATION_STATUSES } from '../domain/invitation-statuses.ts';
import { eventPlaceIn, eventRow, eventTitleIn, type EventRow } from '../events/event-row.ts';
import { HttpError } from '../http/respond.ts';
import { SITE_LOCALES } from '../i18n/site-locale.ts';
import { splitFullName } from '../inputs/split-full-name.ts';
import { jobIdField, jobTarget, jobTargetField } from '../jobs/job-target.ts';
import type { GuestMailData } from '../mail/templates/invitation.ts';
import { formatEventTime } from './format-event-time.ts';
import { readSettings, type FunctionSettings } from '../settings.ts';
import type { FunctionDeps } from '../types.ts';

export const guestJobInput = z.object({
  jobId: jobIdField,
  requestId: z.uuid({ error: 'requestId must be an invitation id (a UUID)' }),
  status: z.string().optional(),
  target: jobTargetField,
});

/** The invitation columns the guest jobs read (to_jsonb of the row). */
export const invitationRow = z.object({
  id: z.uuid(),
  event_slug: z.string(),
  email: z.string(),
  guest_name: z.string(),
  status: z.enum(INVITATION_STATUSES),
  pass_token: z.string(),
  pass_revoked_at: z.string().nullable(),
  calendar_uid: z.string(),
  calendar_sequence: z.number().int(),
  starts_at: z.string(),
  time_zone: z.string(),
  /** The guest's language: the request's (supabase/migrations/…_invitation_language.sql). */
  language: z.enum(SITE_LOCALES),
  /** The event's public.events row, which job_target adds; null when no content file has the slug. */
  event: eventRow.nullable().optional(),
});

/** The invitation itself; its event travels beside it (GuestJob.event). */
export type InvitationRow = Omit<z.output<typeof invitationRow>, 'event'>;

export interface GuestJob {
  invitation: InvitationRow;
  event: EventRow;
  settings: FunctionSettings;
  mail: GuestMailData;
  organizer: { name: string; email: string };
}

/** The pass page of one invitation. */
export function passUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/pass/${token}`;
}

/** Reads the job's invitation and its event; a missing row or event fails the job (4xx). */
export async function loadGuestJob(
  deps: FunctionDeps,
  input: z.output<typeof guestJobInput>,
): Promise<GuestJob> {
  return guestJobOf(deps, await jobTarget(deps, 'invitations', input.requestId, input.target));
}

/** The job over its invitation row; an unreadable row or a missing content event fails it (422). */
export function guestJobOf(deps: FunctionDeps, row: Record<string, unknown>): GuestJob {
  const parsed = invitationRow.safeParse(row);
  if (!parsed.success) throw new HttpError(422, 'The invitation row is not readable');
  const { event, ...invitation } = parsed.data;
  if (!event) {
    throw new HttpError(422, `No event content file content/events/${invitation.event_slug}.md`);
  }
  const settings = readSettings(deps.env);
  const pass = passUrl(settings.siteUrl, invitation.pass_token);
  const locale = invitation.language;
  return {
    invitation,
    event,
    settings,
    organizer: { name: settings.siteName, email: organizerAddress(deps, settings.siteUrl) },
    mail: {
      firstName: splitFullName(invitation.guest_name).firstName,
      eventTitle: eventTitleIn(event, locale),
      when: formatEventTime(event.starts_at, invitation.time_zone, locale),
      where: eventPlaceIn(event, locale),
      passUrl: pass,
      declineUrl: `${pass}#decline`,
      locale,
    },
  };
}

/** The calendar organiser: MAIL_FROM's address when set, else invitations@ the site's host. */
function organizerAddress(deps: FunctionDeps, siteUrl: string): string {
  const from = deps.env('MAIL_FROM')?.trim();
  const address = from ? (/<([^>]+)>/.exec(from)?.[1] ?? from) : '';
  return address.includes('@') ? address : `invitations@${new URL(siteUrl).hostname}`;
}
