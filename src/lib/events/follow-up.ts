// Who a follow-up after the event goes to, and the mail each recipient receives
// (docs/behaviour/event-guests.md#follow-ups-after-the-event). The audience rule is the twin of
// private.follow_up_audience_of (20251127050000_event_follow_ups.sql), which decides at sending;
// tests/integration/events/follow-ups.test.ts holds the two equal. Pure, table-tested.
import type { InvitationStatus } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';
import { holdsSeat } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';
import { splitFullName } from '../../../supabase/functions/_shared/inputs/split-full-name.ts';
import type { ComposedMail } from '../../../supabase/functions/_shared/mail/compose-mail.ts';
import {
  followUpMail,
  type FollowUpAudience,
} from '../../../supabase/functions/_shared/mail/templates/follow-up.ts';
import type { SiteBrand } from '../../../supabase/functions/_shared/mail/templates/site-brand.ts';

export type { FollowUpAudience };

export interface FollowUpGuest {
  guest_name: string;
  email: string;
  status: InvitationStatus;
  checked_in: boolean;
}

/**
 * Came: checked in, whatever the status (a walk-in; a guest who declined and came anyway).
 * Missed: held a seat (invited or confirmed) and was not checked in. Anyone else (declined,
 * withdrawn, offered and never confirmed) gets no follow-up.
 */
export function followUpAudience(guest: {
  status: InvitationStatus;
  checked_in: boolean;
}): FollowUpAudience | null {
  if (guest.checked_in) return 'came';
  return holdsSeat(guest.status) ? 'missed' : null;
}

/** The guests of one audience, by name, so the preview's sample is the same on every read. */
export function followUpRecipients<G extends FollowUpGuest>(
  guests: readonly G[],
  audience: FollowUpAudience,
): G[] {
  return guests
    .filter((guest) => followUpAudience(guest) === audience)
    .sort(
      (a, b) =>
        a.guest_name.localeCompare(b.guest_name, 'en') || a.email.localeCompare(b.email, 'en'),
    );
}

/** The mail one recipient receives, exactly as the send-event-follow-up job composes it. */
export function followUpPreview(
  draft: { subject: string; body: string },
  recipient: { guest_name: string },
  eventTitle: string,
  site: SiteBrand,
): ComposedMail {
  return followUpMail(
    {
      firstName: splitFullName(recipient.guest_name).firstName,
      eventTitle,
      subject: draft.subject,
      body: draft.body,
    },
    site,
  );
}
