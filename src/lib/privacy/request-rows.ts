// What the CRM's Privacy tab shows of each request and incident (docs/behaviour/privacy-requests.md#
// the-privacy-tab): its deadline, the days or hours left in words, and whether it is late. Pure,
// so it is table-tested with a moved clock.
import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '../../../supabase/functions/_shared/domain/privacy.ts';
import {
  canExtend,
  daysLeft,
  daysLeftText,
  hoursLeft,
  notifyByOf,
  notifyText,
} from './deadlines.ts';

export interface RequestDates {
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  due_at: string | null;
  extended_until: string | null;
}

export interface RequestClock {
  kindLabel: string;
  statusLabel: string;
  /** The date the answer is owed: the extension's when there is one. */
  deadline: Date | null;
  /** 'Overdue by 2 days', '5 days left', or null while unverified or once closed. */
  clockText: string | null;
  overdue: boolean;
  canExtend: boolean;
  canClose: boolean;
}

const isOpen = (status: PrivacyRequestStatus) => status === 'open' || status === 'extended';

export function requestClock(request: RequestDates, now: Date): RequestClock {
  const deadlineIso = request.extended_until ?? request.due_at;
  const deadline = deadlineIso ? new Date(deadlineIso) : null;
  const days = deadline && isOpen(request.status) ? daysLeft(deadline, now) : null;
  return {
    kindLabel: PRIVACY_REQUEST_KIND_LABELS[request.kind],
    statusLabel: PRIVACY_REQUEST_STATUS_LABELS[request.status],
    deadline,
    clockText: days === null ? null : daysLeftText(days),
    overdue: days !== null && days < 0,
    canExtend: canExtend({
      status: request.status,
      extendedUntil: request.extended_until ? new Date(request.extended_until) : null,
    }),
    canClose: isOpen(request.status),
  };
}

/**
 * The requests staff can act on apart from those still awaiting verification: anyone can type
 * anyone's address, so an unverified request is not yet a request, and a burst of them must not
 * bury the ones with a deadline. Each part keeps the order it was given in.
 */
export function splitByVerification<T extends { status: PrivacyRequestStatus }>(
  requests: readonly T[],
): { verified: T[]; awaiting: T[] } {
  const verified: T[] = [];
  const awaiting: T[] = [];
  for (const request of requests)
    (request.status === 'awaiting_verification' ? awaiting : verified).push(request);
  return { verified, awaiting };
}

export interface IncidentDates {
  status: string;
  discovered_at: string;
}

export interface IncidentClock {
  notifyBy: Date;
  /** 'Notify SDAIA within 31 h' while open; null once notified or closed. */
  clockText: string | null;
  overdue: boolean;
}

export function incidentClock(incident: IncidentDates, now: Date): IncidentClock {
  const notifyBy = notifyByOf(new Date(incident.discovered_at));
  if (incident.status !== 'open') return { notifyBy, clockText: null, overdue: false };
  const hours = hoursLeft(notifyBy, now);
  return { notifyBy, clockText: notifyText(hours), overdue: hours < 0 };
}
