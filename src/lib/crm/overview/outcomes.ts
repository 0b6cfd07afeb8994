// How the Overview groups requests: where each came from and its outcome. The SQL side is
// private.overview_outcome (20251202200000_overview_figures.sql); the integration test
// tests/integration/database/overview-figures.test.ts pins the two together.
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestStatus,
} from '../../../../supabase/functions/_shared/domain/request-statuses.ts';
import type { TypeFilter } from '../unified-rows.ts';

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

/** Where a request came from, as the database names it, and the All table's type for it. */
export const REQUEST_SOURCES = ['join_form', 'event_page'] as const;
export type RequestSource = (typeof REQUEST_SOURCES)[number];
export const ALL_TYPE_OF_SOURCE = {
  join_form: 'membership',
  event_page: 'event',
} as const satisfies Record<RequestSource, TypeFilter>;

/** The statuses the All table shows for an outcome (its Status column's words). */
export function statusLabelsOf(outcome: RequestOutcome): string[] {
  const statuses = REQUEST_STATUSES.filter((status) => OUTCOME_OF_STATUS[status] === outcome);
  return [...new Set(statuses.map((status) => REQUEST_STATUS_LABELS[status]))];
}
