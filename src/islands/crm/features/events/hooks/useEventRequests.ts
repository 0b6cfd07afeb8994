import { useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { canMoveToPipeline, type Decision } from '~/lib/crm/requests.ts';
import { errorMessage } from '../../../api/client.ts';
import { useLiveList } from '../../../shared/hooks/useLiveList.ts';
import { liveEventRequests, type EventRequestRow } from '../../../stores/live.ts';
import { openContact } from '../../../stores/open-record.ts';
import { decideRequestWithNotice } from '../../../shared/hooks/decide-request.ts';
import { listEventRequests } from '../api/list-event-requests.ts';
import { moveEventRequestToPipeline } from '../api/move-event-request-to-pipeline.ts';
import { labels } from '~/lib/crm/labels.ts';

/** The Events tab's data and its one action; live changes merge by id. */
export function useEventRequests() {
  const list = useLiveList(
    listEventRequests,
    liveEventRequests,
    labels.events.errorFetchingEventRequests,
  );
  const [busy, setBusy] = useState<string | null>(null);

  return {
    ...list,
    busy,
    async moveToPipeline(request: EventRequestRow) {
      if (!canMoveToPipeline(request.request_status, request.moved_to_pipeline)) {
        notifyError(labels.common.cannotMoveToPipeline, labels.common.requestMustBeApprovedFirst);
        return;
      }
      setBusy(request.id);
      try {
        const contactId = await moveEventRequestToPipeline(request.id);
        notifySuccess(labels.common.success, labels.events.theGuestIsNowA);
        openContact(contactId);
      } catch (error) {
        notifyError(labels.common.errorMovingToPipeline, errorMessage(error));
      } finally {
        setBusy(null);
      }
    },
    async decide(request: EventRequestRow, decision: Decision) {
      setBusy(request.id);
      try {
        if (await decideRequestWithNotice('event', request, decision)) {
          list.setItems((current) =>
            current.map((r) => (r.id === request.id ? { ...r, request_status: decision } : r)),
          );
        }
      } finally {
        setBusy(null);
      }
    },
  };
}
