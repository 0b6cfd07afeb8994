// How a membership or event request's status reads and what staff may do with it
// (docs/behaviour/staff-app.md#request-statuses): pending shows as 'Pending Review' (also when
// empty); account_created and account_exists show as approved; approved and account statuses are
// locked; Move to Pipeline only once approved.
import { REQUEST_STATUS_LABELS } from '../../../supabase/functions/_shared/domain/request-statuses.ts';
import type { RequestStatus } from './domain.ts';
import { labels } from './labels.ts';
import { valueLabel } from './value-labels.ts';

/** The sub-tabs: every request, then one per status group (the pending tab is named short). */
export const REQUEST_FILTERS = [
  {
    id: 'all',
    get label() {
      return labels.requests.allRequests;
    },
  },
  {
    id: 'pending',
    get label() {
      return labels.requests.pending;
    },
  },
  {
    id: 'waitlist',
    get label() {
      return valueLabel('requestStatus', 'waitlist');
    },
  },
  {
    id: 'approved',
    get label() {
      return valueLabel('requestStatus', 'approved');
    },
  },
  {
    id: 'rejected',
    get label() {
      return valueLabel('requestStatus', 'rejected');
    },
  },
] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number]['id'];

/** The choices of the status control (the detail dialog offers only pending, approved, rejected). */
export const DECISIONS = (['pending', 'waitlist', 'approved', 'rejected'] as const).map((id) => ({
  id,
  get label() {
    return valueLabel('requestStatus', id);
  },
}));
export type Decision = (typeof DECISIONS)[number]['id'];

/**
 * The request details dialog offers only these three
 * (docs/behaviour/staff-app.md#request-statuses).
 */
export const DETAIL_DECISIONS = DECISIONS.filter((decision) => decision.id !== 'waitlist');

const APPROVED_LIKE: ReadonlySet<string> = new Set([
  'approved',
  'account_created',
  'account_exists',
  'moved_to_pipeline',
]);

/** Which sub-tab a status belongs to. */
export function statusGroup(status: string | null): Exclude<RequestFilter, 'all'> {
  if (!status || status === 'pending') return 'pending';
  if (APPROVED_LIKE.has(status)) return 'approved';
  return status === 'waitlist' || status === 'rejected' ? status : 'pending';
}

/** A status's name; an empty or unknown status reads as pending. */
export function statusLabel(status: string | null): string {
  return valueLabel('requestStatus', isRequestStatus(status) ? status : 'pending');
}

function isRequestStatus(status: string | null): status is RequestStatus {
  return status !== null && Object.hasOwn(REQUEST_STATUS_LABELS, status);
}

/** Approved and account statuses cannot be changed from the status control. */
export function isLocked(status: string | null): boolean {
  return status !== null && APPROVED_LIKE.has(status);
}

/**
 * Move to Pipeline, one rule for membership and event requests
 * (docs/behaviour/staff-app.md#move-to-pipeline): an approved request (or one with an account)
 * may be moved; a request already moved shows no action; any other offers it disabled, and
 * pressing it says 'Request must be approved first'.
 */
export type MoveToPipelineState = 'ready' | 'needs-approval' | 'moved';

export function moveToPipelineState(
  status: string | null,
  movedToPipeline: boolean,
): MoveToPipelineState {
  if (movedToPipeline || status === 'moved_to_pipeline') return 'moved';
  return status !== null && APPROVED_LIKE.has(status) ? 'ready' : 'needs-approval';
}

/** Move to Pipeline: only an approved request that is not already in the pipeline. */
export function canMoveToPipeline(status: string | null, movedToPipeline: boolean): boolean {
  return moveToPipelineState(status, movedToPipeline) === 'ready';
}

/** "3 days in queue": whole days since the request arrived ("today" under one day). */
export function timeInQueue(createdAt: string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000);
  if (days < 1) return labels.requests.arrivedToday;
  return labels.requests.daysInQueue(days);
}

export function countByGroup(statuses: readonly (string | null)[]): Record<RequestFilter, number> {
  const counts: Record<RequestFilter, number> = {
    all: statuses.length,
    pending: 0,
    waitlist: 0,
    approved: 0,
    rejected: 0,
  };
  for (const status of statuses) counts[statusGroup(status)] += 1;
  return counts;
}

export type { RequestStatus };
