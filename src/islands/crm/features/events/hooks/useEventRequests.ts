import { useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { MAIL_FAILED } from '~/lib/crm/messages.ts';
import type { Decision } from '~/lib/crm/requests.ts';
import { errorMessage } from '../../../api/client.ts';
import { useLiveList } from '../../../shared/hooks/useLiveList.ts';
import { $eventRequestChange, type EventRequestRow } from '../../../stores/live.ts';
import { decideEventRequest } from '../api/decide-event-request.ts';
import { listEventRequests } from '../api/list-event-requests.ts';

/** The Events tab's data and its one action; live changes merge by id. */
export function useEventRequests() {
  const list = useLiveList(listEventRequests, $eventRequestChange, 'Error fetching event requests');
  const [busy, setBusy] = useState<string | null>(null);

  return {
    ...list,
    busy,
    async decide(request: EventRequestRow, decision: Decision) {
      setBusy(request.id);
      try {
        const outcome = await decideEventRequest(request.id, decision);
        list.setItems((current) =>
          current.map((r) => (r.id === request.id ? { ...r, request_status: decision } : r)),
        );
        if (outcome === 'mail-failed') {
          notifyError(MAIL_FAILED.title, MAIL_FAILED.description);
        } else {
          notifySuccess('Status updated');
        }
      } catch (error) {
        notifyError('Error updating status', errorMessage(error));
      } finally {
        setBusy(null);
      }
    },
  };
}
