// How the Overview groups requests by outcome. The SQL side is private.overview_outcome
// (20251202200000_overview_figures.sql); the integration test
// tests/integration/database/overview-figures.test.ts pins the two together. Where each came from
// is the request's own source (supabase/functions/_shared/domain/request-sources.ts).
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestStatus,
} from '../../../../supabase/functions/_shared/domain/request-statuses.ts';

export const REQUEST_OUTCOMES = ['approved', 'waitlisted', 'rejected', 'pending'] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

/** An approval and what follows it (an account, the pipeline) count as approved. */
export const OUTCOME_OF_STATUS = {
  pending: 'pending',
  waitlist: 'waitlisted',
  approved: 'approved',
  rejected: 'rejected',
  moved_to_pipeline: 'approved',
  account_created: 'approved',
  account_exists: 'approved',
} as const satisfies Record<RequestStatus, RequestOutcome>;

/** The statuses the All table shows for an outcome (its Status column's words). */
export function statusLabelsOf(outcome: RequestOutcome): string[] {
  const statuses = REQUEST_STATUSES.filter((status) => OUTCOME_OF_STATUS[status] === outcome);
  return [...new Set(statuses.map((status) => REQUEST_STATUS_LABELS[status]))];
}
