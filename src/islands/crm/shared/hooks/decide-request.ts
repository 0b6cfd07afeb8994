import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import type { Decision } from '~/lib/crm/requests.ts';
import { errorMessage } from '../../api/client.ts';
import { decideEventRequest } from '../api/decide-event-request.ts';
import { decideMembership } from '../api/decide-membership.ts';
import { labels } from '~/lib/crm/labels.ts';

export type RequestKind = 'membership' | 'event';

/** What a decision needs to know of a request; approving a membership needs a name and e-mail. */
export interface DecidableRequest {
  id: string;
  email: string | null;
  first_name?: string | null;
  /** An event request's content event; approving it invites the guest to that event. */
  event_slug?: string | null;
}

/**
 * Decides a membership or event request with its notices
 * (docs/behaviour/staff-app.md#decisions-and-their-mails): the same from a request card and from
 * the request details dialog. Resolves true when the decision was accepted.
 */
export async function decideRequestWithNotice(
  kind: RequestKind,
  request: DecidableRequest,
  decision: Decision,
): Promise<boolean> {
  if (
    kind === 'membership' &&
    decision === 'approved' &&
    (!request.email?.trim() || !request.first_name?.trim())
  ) {
    notifyError(labels.shared.missingRequiredInformationForAccount);
    return false;
  }
  try {
    const outcome =
      kind === 'membership'
        ? await decideMembership(request.id, decision)
        : await decideEventRequest(request.id, decision);
    if (outcome === 'unchanged')
      notifySuccess(labels.common.alreadyDecided.title, labels.common.alreadyDecided.description);
    else if (outcome === 'already-approved')
      notifySuccess(labels.common.alreadyApproved.title, labels.common.alreadyApproved.description);
    else notifySuccess(labels.shared.statusUpdated);
    return true;
  } catch (error) {
    notifyError(
      kind === 'membership'
        ? labels.shared.errorUpdatingRequestStatus
        : labels.common.errorUpdatingStatus,
      errorMessage(error),
    );
    return false;
  }
}
