import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { canMoveToPipeline, type Decision } from '~/lib/crm/requests.ts';
import { errorMessage } from '../../../api/client.ts';
import { $membershipChange, type MembershipRequestRow } from '../../../stores/live.ts';
import { openContact } from '../../../stores/open-record.ts';
import { decideMembership } from '../api/decide-membership.ts';
import { deleteMembershipRequest } from '../api/delete-membership-request.ts';
import { listMembershipRequests } from '../api/list-membership-requests.ts';
import { moveMembershipToPipeline } from '../api/move-membership-to-pipeline.ts';
import { updateRequestIndustry } from '../api/update-request-industry.ts';

export type ListStatus = 'loading' | 'ready' | 'error';

/** The Membership tab's data and actions; live changes merge by id. */
export function useMembershipRequests() {
  const [requests, setRequests] = useState<MembershipRequestRow[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const change = useStore($membershipChange);
  const lastSeq = useRef(0);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      setRequests(await listMembershipRequests());
      setStatus('ready');
    } catch (error) {
      setStatus('error');
      notifyError('Error fetching membership requests', errorMessage(error));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!change || change.seq <= lastSeq.current) return;
    lastSeq.current = change.seq;
    setRequests((current) => {
      if (change.type === 'delete') return current.filter((r) => r.id !== change.id);
      const exists = current.some((r) => r.id === change.row.id);
      return exists
        ? current.map((r) => (r.id === change.row.id ? change.row : r))
        : [change.row, ...current];
    });
  }, [change]);

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
    requests,
    status,
    busy,
    reload: load,
    decide: (request: MembershipRequestRow, decision: Decision) =>
      withBusy(request.id, async () => {
        if (decision === 'approved' && (!request.email?.trim() || !request.first_name?.trim())) {
          notifyError('Missing required information for account creation');
          return;
        }
        try {
          const outcome = await decideMembership(request.id, decision);
          if (outcome === 'mail-failed') {
            notifyError(
              'Status updated but email failed',
              "Error sending notification email: The status was updated but we couldn't send the notification email.",
            );
          } else {
            notifySuccess('Status updated');
          }
        } catch (error) {
          notifyError('Error updating request status', errorMessage(error));
        }
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
    setIndustry: (request: MembershipRequestRow, industry: string) =>
      withBusy(request.id, async () => {
        try {
          await updateRequestIndustry(request.id, industry);
          setRequests((current) =>
            current.map((r) => (r.id === request.id ? { ...r, industry } : r)),
          );
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
