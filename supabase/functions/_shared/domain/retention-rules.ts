// What the monthly retention run erases, rule by rule (docs/privacy/retention.md), under the keys
// run_retention records its counts by (supabase/migrations/20251201110000_retention_keeps_its_promises.sql).
// The staff summary mail and the Privacy tab name them from here.

export const RETENTION_RULES = [
  { key: 'membership_requests', label: 'Membership applications rejected or never answered' },
  { key: 'event_requests', label: 'Event requests declined' },
  { key: 'contact_messages', label: 'Contact messages handled' },
  {
    key: 'privacy_requests_unverified',
    label: 'Privacy requests never confirmed from their mail (after 30 days)',
  },
  { key: 'privacy_requests_closed', label: 'Privacy requests answered' },
  { key: 'consents', label: 'Consent records of people no longer held anywhere' },
  { key: 'mail_outbox', label: 'Mails sent to people no longer held anywhere' },
] as const;

export type RetentionRuleKey = (typeof RETENTION_RULES)[number]['key'];

/** The records a run erased: its requests and messages (consents and mails go with them). */
export const RECORD_RULES: readonly RetentionRuleKey[] = [
  'membership_requests',
  'event_requests',
  'contact_messages',
  'privacy_requests_unverified',
  'privacy_requests_closed',
];

/**
 * A run's counts per rule, in the rules' order; null for a run not made yet. A run made before a
 * rule was counted shows it as 0.
 */
export function retentionFigures(
  erased: unknown,
): { key: RetentionRuleKey; label: string; count: number }[] | null {
  if (!erased || typeof erased !== 'object') return null;
  const counts = erased as Partial<Record<RetentionRuleKey, unknown>>;
  return RETENTION_RULES.map(({ key, label }) => {
    const count = counts[key];
    return { key, label, count: typeof count === 'number' ? count : 0 };
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
