import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import type { Decision } from '~/lib/crm/requests.ts';
import { errorMessage } from '../../../api/client.ts';
import { $eventRequestChange, type EventRequestRow } from '../../../stores/live.ts';
import { decideEventRequest } from '../api/decide-event-request.ts';
import { listEventRequests } from '../api/list-event-requests.ts';

/** The Events tab's data and its one action; live changes merge by id. */
export function useEventRequests() {
  const [requests, setRequests] = useState<EventRequestRow[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [busy, setBusy] = useState<string | null>(null);
  const change = useStore($eventRequestChange);
  const lastSeq = useRef(0);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      setRequests(await listEventRequests());
      setStatus('ready');
    } catch (error) {
      setStatus('error');
      notifyError('Error fetching event requests', errorMessage(error));
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
      return current.some((r) => r.id === change.row.id)
        ? current.map((r) => (r.id === change.row.id ? change.row : r))
        : [change.row, ...current];
    });
  }, [change]);

  return {
    requests,
    status,
    busy,
    reload: load,
    async decide(request: EventRequestRow, decision: Decision) {
      setBusy(request.id);
      try {
        const outcome = await decideEventRequest(request.id, decision);
        setRequests((current) =>
          current.map((r) => (r.id === request.id ? { ...r, request_status: decision } : r)),
        );
        if (outcome === 'mail-failed') {
          notifyError(
            'Status updated but email failed',
            "Error sending notification email: The status was updated but we couldn't send the notification email.",
          );
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
