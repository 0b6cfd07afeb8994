// What the monthly retention run erases, rule by rule (docs/privacy/retention.md), under the keys
// run_retention records its counts by: each rule with a period is a subject of
// private.retention_promises (supabase/migrations/20251203100000_retention_promises.sql), whose
// period and cutoff the run records in `periods`. The staff summary mail and the Privacy tab name
// them from here; the periods come only from the run.

export const RETENTION_RULES = [
  { key: 'membership_requests', label: 'Membership applications rejected or never answered' },
  { key: 'event_requests', label: 'Event requests' },
  { key: 'contact_messages', label: 'Contact messages' },
  { key: 'newsletter_signups', label: 'Newsletter sign-ups never confirmed' },
  {
    key: 'newsletter_contacts',
    label: 'Contacts made by the newsletter alone, unsubscribed',
  },
  { key: 'privacy_requests_unverified', label: 'Privacy requests never confirmed from their mail' },
  { key: 'privacy_requests_closed', label: 'Privacy requests answered' },
  { key: 'privacy_incidents', label: 'Incidents closed' },
  { key: 'consents', label: 'Consent records of people no longer held anywhere' },
  { key: 'mail_outbox', label: 'Mails sent to people no longer held anywhere' },
] as const;

export type RetentionRuleKey = (typeof RETENTION_RULES)[number]['key'];

/** The records a run erased by their own period (consents and mails go with them). */
export const RECORD_RULES: readonly RetentionRuleKey[] = [
  'membership_requests',
  'event_requests',
  'contact_messages',
  'newsletter_signups',
  'newsletter_contacts',
  'privacy_requests_unverified',
  'privacy_requests_closed',
  'privacy_incidents',
];

export interface RetentionFigure {
  key: RetentionRuleKey;
  label: string;
  count: number;
  /** The period the run applied ("24 months") and its cutoff; null for a rule without one. */
  keep: string | null;
  cutoff: string | null;
}

function periodOf(periods: unknown, key: string): { keep: string; cutoff: string } | null {
  if (!periods || typeof periods !== 'object') return null;
  const period = (periods as Record<string, unknown>)[key];
  if (!period || typeof period !== 'object') return null;
  const { keep, cutoff } = period as Record<string, unknown>;
  return typeof keep === 'string' && typeof cutoff === 'string' ? { keep, cutoff } : null;
}

/**
 * A run's counts per rule, in the rules' order, with the period and cutoff it recorded for each;
 * null for a run not made yet. A run made before a rule was counted shows it as 0.
 */
export function retentionFigures(erased: unknown, periods?: unknown): RetentionFigure[] | null {
  if (!erased || typeof erased !== 'object') return null;
  const counts = erased as Partial<Record<RetentionRuleKey, unknown>>;
  return RETENTION_RULES.map(({ key, label }) => {
    const count = counts[key];
    const period = periodOf(periods, key);
    return {
      key,
      label,
      count: typeof count === 'number' ? count : 0,
      keep: period?.keep ?? null,
      cutoff: period?.cutoff ?? null,
    };
  });
}

/** How many records the figures count (RECORD_RULES). */
export function recordsErased(
  figures: readonly { key: RetentionRuleKey; count: number }[],
): number {
  return figures
    .filter((figure) => RECORD_RULES.includes(figure.key))
    .reduce((sum, figure) => sum + figure.count, 0);
}
