import { useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import type { IndustryId } from '~/lib/crm/domain.ts';
import { canMoveToPipeline, type Decision } from '~/lib/crm/requests.ts';
import { errorMessage } from '../../../api/client.ts';
import { useLiveList } from '../../../shared/hooks/useLiveList.ts';
import { liveMembershipRequests, type MembershipRequestRow } from '../../../stores/live.ts';
import { openContact } from '../../../stores/open-record.ts';
import { decideRequestWithNotice } from '../../../shared/hooks/decide-request.ts';
import { deleteMembershipRequest } from '../api/delete-membership-request.ts';
import { listMembershipRequests } from '../api/list-membership-requests.ts';
import { moveMembershipToPipeline } from '../api/move-membership-to-pipeline.ts';
import { updateRequestIndustry } from '../api/update-request-industry.ts';
import { labels } from '~/lib/crm/labels.ts';

/** The Membership tab's data and actions; live changes merge by id. */
export function useMembershipRequests() {
  const list = useLiveList(
    listMembershipRequests,
    liveMembershipRequests,
    labels.requests.errorFetchingMembershipRequests,
  );
  const setRequests = list.setItems;
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  async function withBusy(id: string, action: () => Promise<void>) {
    setBusy((current) => new Set(current).add(id));
    try {
      await action();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  return {
    requests: list.items,
    status: list.status,
    busy,
    reload: list.reload,
    decide: (request: MembershipRequestRow, decision: Decision) =>
      withBusy(request.id, async () => {
        await decideRequestWithNotice('membership', request, decision);
      }),
    moveToPipeline: (request: MembershipRequestRow) =>
      withBusy(request.id, async () => {
        if (!canMoveToPipeline(request.request_status, request.moved_to_pipeline)) {
          notifyError(labels.common.cannotMoveToPipeline, labels.common.requestMustBeApprovedFirst);
          return;
        }
        try {
          const contactId = await moveMembershipToPipeline(request.id);
          notifySuccess(labels.common.success, labels.requests.theRequestIsNowA);
          openContact(contactId);
        } catch (error) {
          notifyError(labels.common.errorMovingToPipeline, errorMessage(error));
        }
      }),
    setIndustry: (request: MembershipRequestRow, industry: IndustryId) =>
      withBusy(request.id, async () => {
        try {
          await updateRequestIndustry(request.id, industry);
          setRequests((current) =>
            current.map((r) => (r.id === request.id ? { ...r, industry } : r)),
          );
          notifySuccess(labels.requests.industryUpdated);
        } catch (error) {
          notifyError(labels.requests.errorUpdatingIndustry, errorMessage(error));
        }
      }),
    remove: (request: MembershipRequestRow) =>
      withBusy(request.id, async () => {
        try {
          await deleteMembershipRequest(request.id);
          setRequests((current) => current.filter((r) => r.id !== request.id));
          notifySuccess(labels.requests.requestDeleted);
        } catch (error) {
          notifyError(labels.requests.errorDeletingRequest, errorMessage(error));
        }
      }),
  };
}
