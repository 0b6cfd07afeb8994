// A contact's history with the network (matched by e-mail): the membership application and its
// decision, every event request with its decision and its event, and the newsletter consent with
// its date and source. Newest first; each request links to its details dialog.
import { hasStarted, pastOutcome, type InvitationAttendance } from '../events/attendance.ts';
import { labels } from './labels.ts';
import { statusLabel } from './requests.ts';

/**
 * Where newsletter consent comes from: newsletter_subscribed_at is written only by
 * subscribe_newsletter (20251124000104_newsletter_note_once.sql), the RPC behind the home page's
 * sign-up form (src/islands/forms/newsletter), and by 20251124000100's backfill of contacts that
 * form had created. This is the source it shows as.
 */
export function newsletterSource(): string {
  return labels.networkHistory.newsletterSource;
}

export interface HistoryRequests {
  membership: {
    id: string;
    request_status: string;
    created_at: string;
    approved_at?: string | null;
  }[];
  events: {
    id: string;
    event_type: string;
    event_slug: string | null;
    request_status: string;
    created_at: string;
  }[];
  invitations: (InvitationAttendance & { id: string; event_slug: string })[];
  /** Newsletter sign-ups whose owner has not confirmed from the mail yet: no consent, no newsletter. */
  unconfirmedSignups?: { id: string; created_at: string }[];
}

export interface HistoryItem {
  key: string;
  /** The request's kind, for its details dialog; null for the newsletter consent. */
  request: { kind: 'membership' | 'event'; id: string } | null;
  text: string;
  /** When it happened: the request's arrival, the event's start, or the consent. */
  at: string;
  /** When the decision was taken, where the database records it (a membership approval). */
  decidedAt: string | null;
  /** An invitation whose event has begun: staff may correct whether the guest came. */
  attendance?: { invitationId: string; attended: boolean };
}

/** An invitation to an event not begun yet, with no check-in. */
function upcomingInvitation(status: InvitationAttendance['status']): string {
  if (status === 'declined') return labels.networkHistory.declined;
  if (status === 'removed') return labels.networkHistory.invitationWithdrawn;
  if (status === 'offered') return labels.networkHistory.placeOffered;
  return labels.networkHistory.invited;
}

export function historyItems(
  requests: HistoryRequests,
  newsletterSince: string | null,
  eventTitle: (slug: string | null) => string | null,
  now: Date,
): HistoryItem[] {
  const items: HistoryItem[] = [];
  for (const m of requests.membership) {
    items.push({
      key: `membership_${m.id}`,
      request: { kind: 'membership', id: m.id },
      text: labels.networkHistory.membershipApplication(statusLabel(m.request_status)),
      at: m.created_at,
      decidedAt: m.approved_at ?? null,
    });
  }
  for (const e of requests.events) {
    const title = eventTitle(e.event_slug) ?? labels.networkHistory.eventRequest(e.event_type);
    items.push({
      key: `event_${e.id}`,
      request: { kind: 'event', id: e.id },
      text: labels.networkHistory.titled(title, statusLabel(e.request_status)),
      at: e.created_at,
      decidedAt: null,
    });
  }
  for (const invitation of requests.invitations) {
    const title = eventTitle(invitation.event_slug) ?? invitation.event_slug;
    const begun = hasStarted(invitation, now);
    const outcome =
      invitation.checked_in_at || begun
        ? pastOutcome(invitation)
        : upcomingInvitation(invitation.status);
    items.push({
      key: `invitation_${invitation.id}`,
      request: null,
      text: labels.networkHistory.titled(title, outcome),
      at: invitation.starts_at,
      decidedAt: null,
      ...(begun
        ? {
            attendance: {
              invitationId: invitation.id,
              attended: invitation.checked_in_at !== null,
            },
          }
        : {}),
    });
  }
  for (const signup of requests.unconfirmedSignups ?? []) {
    items.push({
      key: `signup_${signup.id}`,
      request: null,
      text: labels.networkHistory.newsletterUnconfirmed,
      at: signup.created_at,
      decidedAt: null,
    });
  }
  if (newsletterSince) {
    items.push({
      key: 'newsletter',
      request: null,
      text: labels.networkHistory.newsletterConsent(newsletterSource()),
      at: newsletterSince,
      decidedAt: null,
    });
  }
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
