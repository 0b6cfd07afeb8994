// What the failed-jobs panel shows for a job (docs/behaviour/staff-app.md#failed-jobs): what it
// was for, in staff's words, and for whom. Pure, so it is table-tested.
import type { JobKind } from '../../../supabase/functions/_shared/domain/job-kinds.ts';

const KIND_LABELS: Record<JobKind, string> = {
  'push-to-make': 'Forward application to Make',
  'send-network-confirmation': 'Join confirmation e-mail',
  'send-newsletter-confirmation': 'Newsletter confirmation e-mail',
  'send-event-confirmation': 'Invitation request confirmation e-mail',
  'create-approved-member': 'Member account and invitation',
  'send-membership-status': 'Membership decision e-mail',
  'send-event-status': 'Invitation decision e-mail',
  'send-invitation': 'Event invitation e-mail with pass',
  'send-invitation-cancel': 'Decline confirmation e-mail',
  'send-event-reminder': 'Event reminder e-mail',
  'send-privacy-verification': 'Privacy request verification link e-mail',
  'send-privacy-extension': 'Privacy request extension e-mail',
  'send-personal-data-export': 'Personal data export e-mail',
  'send-event-follow-up': 'Follow-up e-mail after the event',
  'offer-freed-seat': 'Offer a freed seat to the waitlist',
  'run-retention': 'Monthly erasure of data past its retention period',
  'send-retention-summary': 'Retention summary e-mail to staff',
};

const DECISION_LABELS: Record<string, string> = {
  approved: 'Approved',
  waitlist: 'Waitlist',
  rejected: 'Rejected',
  'reminder-24h': '24 hours before',
  'reminder-3h': '3 hours before',
};

/** 'Membership decision e-mail (Waitlist)'; an unknown kind is shown as stored. */
export function jobLabel(kind: string, detail: string | null): string {
  const label = Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as JobKind] : kind;
  const decision = detail === null ? undefined : (DECISION_LABELS[detail] ?? detail);
  return decision ? `${label} (${decision})` : label;
}

/** 'Rania Ünal <rania@example.org>', or whichever part is known; a job whose row is gone says so. */
export function jobRecipient(name: string | null, email: string | null): string {
  const cleanName = name?.trim();
  const cleanEmail = email?.trim();
  if (cleanName && cleanEmail) return `${cleanName} <${cleanEmail}>`;
  return cleanName || cleanEmail || 'Record deleted';
}
