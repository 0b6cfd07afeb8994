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

/** The Membership tab's data and actions; live changes merge by id. */
export function useMembershipRequests() {
  const list = useLiveList(
    listMembershipRequests,
    liveMembershipRequests,
    'Error fetching membership requests',
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
          notifyError('Cannot move to pipeline', 'Request must be approved first');
          return;
        }
        try {
          const contactId = await moveMembershipToPipeline(request.id);
          notifySuccess('Success', 'The request is now a contact on the pipeline.');
          openContact(contactId);
        } catch (error) {
          notifyError('Error moving to pipeline', errorMessage(error));
        }
      }),
    setIndustry: (request: MembershipRequestRow, industry: IndustryId) =>
      withBusy(request.id, async () => {
        try {
          await updateRequestIndustry(request.id, industry);
          setRequests((current) =>
            current.map((r) => (r.id === request.id ? { ...r, industry } : r)),
          );
          notifySuccess('Industry updated');
        } catch (error) {
          notifyError('Error updating industry', errorMessage(error));
        }
      }),
    remove: (request: MembershipRequestRow) =>
      withBusy(request.id, async () => {
        try {
          await deleteMembershipRequest(request.id);
          setRequests((current) => current.filter((r) => r.id !== request.id));
          notifySuccess('Request deleted');
        } catch (error) {
          notifyError('Error deleting request', errorMessage(error));
        }
      }),
  };
}
