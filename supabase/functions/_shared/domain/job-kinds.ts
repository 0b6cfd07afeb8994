// The after-insert job kinds and states, written once: the job processors read this list, and
// tests/unit/database/industry-domain.test.ts pins it to after_insert_jobs' SQL checks and to
// the producers that queue each kind. Each kind is also the name of the Edge Function that does
// the job, given the id of the row it is about.

/** Queued by a membership_requests insert (20251125000100_after_insert_jobs.sql). */
export const MEMBERSHIP_JOB_KINDS = ['push-to-make', 'send-network-confirmation'] as const;

/**
 * Queued by the newsletter sign-up (for the sign-up: its confirmation link) and by an event_requests insert
 * (20251126006000_visitor_confirmation_jobs.sql).
 */
export const VISITOR_CONFIRMATION_JOB_KINDS = [
  'send-newsletter-confirmation',
  'send-event-confirmation',
] as const;

/**
 * Queued by a staff decision (20251126008000_staff_decision_jobs.sql): approving a membership
 * queues the member's account, whose job queues the approval mail; the other decisions queue
 * their mail at once.
 */
export const STAFF_DECISION_JOB_KINDS = [
  'create-approved-member',
  'send-membership-status',
  'send-event-status',
] as const;

/** The kinds that carry the decision they announce (after_insert_jobs.detail). */
export const DECISION_MAIL_JOB_KINDS = ['send-membership-status', 'send-event-status'] as const;

/**
 * An event's guests (20251126010000_event_invitations.sql): approving a request for a content
 * event queues the invitation and both reminders; the guest's decline queues the cancellation
 * (and cancels the reminders); a new start, end or place in the event's content file queues a
 * calendar update (20251201000100_event_changes_reach_guests.sql).
 */
export const INVITATION_JOB_KINDS = [
  'send-invitation',
  'send-invitation-cancel',
  'send-invitation-update',
] as const;

/**
 * A person's export archive, stored by export-personal-data: the job mails its time-limited link
 * (20251127040000_personal_data_erasure.sql).
 */
export const PERSONAL_DATA_JOB_KINDS = ['send-personal-data-export'] as const;

/** Scheduled jobs: due at a moment ahead (next_attempt_at), skipped when their reason is gone. */
export const REMINDER_JOB_KINDS = ['send-event-reminder'] as const;

/** Which reminder a send-event-reminder job is (after_insert_jobs.detail), and how far ahead. */
export const REMINDERS = [
  { detail: 'reminder-24h', hoursAhead: 24 },
  { detail: 'reminder-3h', hoursAhead: 3 },
] as const;
export type ReminderDetail = (typeof REMINDERS)[number]['detail'];

/**
 * The newsletter's welcome, queued when the address's owner confirms a sign-up
 * (20251202110000_newsletter_double_opt_in.sql): the first marketing mail, with its unsubscribe link.
 */
export const NEWSLETTER_JOB_KINDS = ['send-newsletter-welcome'] as const;

/**
 * Newsletters and announcements (20251204700000_campaigns.sql, 20251205200000_campaign_sending.sql):
 * schedule_campaign queues queue-campaign (the job's row is the campaign), due at its time, which
 * queues the campaign; queue_campaign queues one mail per recipient (the job's row is the recipient).
 */
export const CAMPAIGN_JOB_KINDS = ['queue-campaign', 'send-campaign-mail'] as const;

/**
 * A person's privacy request (20251127030000_privacy_requests.sql): its verification link, queued
 * by the /your-data form, and the notice of its one extension, queued by staff.
 */
export const PRIVACY_JOB_KINDS = ['send-privacy-verification', 'send-privacy-extension'] as const;

/**
 * After the event (20251127050000_event_follow_ups.sql): staff send a follow-up, which queues one
 * mail per recipient (the job's row is the recipient).
 */
export const FOLLOW_UP_JOB_KINDS = ['send-event-follow-up'] as const;

/**
 * A guest's seat freed (20251127051000_auto_offer.sql): the job offers it to the waitlist when the
 * event's content file sets autoOffer.
 */
export const SEAT_JOB_KINDS = ['offer-freed-seat'] as const;

/**
 * Retention (20251127060000_retention.sql): the month's run erases what its period has run out
 * on, then the summary mails staff what it erased.
 */
export const RETENTION_JOB_KINDS = ['run-retention', 'send-retention-summary'] as const;

export const JOB_KINDS = [
  ...MEMBERSHIP_JOB_KINDS,
  ...VISITOR_CONFIRMATION_JOB_KINDS,
  ...NEWSLETTER_JOB_KINDS,
  ...CAMPAIGN_JOB_KINDS,
  ...STAFF_DECISION_JOB_KINDS,
  ...INVITATION_JOB_KINDS,
  ...REMINDER_JOB_KINDS,
  ...PRIVACY_JOB_KINDS,
  ...PERSONAL_DATA_JOB_KINDS,
  ...FOLLOW_UP_JOB_KINDS,
  ...SEAT_JOB_KINDS,
  ...RETENTION_JOB_KINDS,
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * The kinds that mail an address a visitor typed into a public form, each with the table whose
 * row holds the address: one mailbox gets a few of these a day across every form
 * (20251202100000_unsolicited_mail_cap.sql). Typed by JobKind, so each is a job kind of the list
 * above (itself pinned to after_insert_jobs' check); tests/integration/database/unsolicited-mail-cap.test.ts
 * pins private.unsolicited_mail_kinds to it.
 */
export const UNSOLICITED_MAIL_SOURCES = {
  'send-network-confirmation': 'membership_requests',
  'send-event-confirmation': 'event_requests',
  'send-newsletter-confirmation': 'newsletter_signups',
  'send-privacy-verification': 'privacy_requests',
} as const satisfies Partial<Record<JobKind, string>>;

/** cancelled: a scheduled job whose reason went before it ran (a declined guest's reminder). */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export function isJobKind(value: string): value is JobKind {
  return (JOB_KINDS as readonly string[]).includes(value);
}
