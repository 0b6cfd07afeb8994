import type { LiveHub } from '~/islands/shared/live/live-hub.ts';
import { useLiveBatches } from '~/islands/shared/live/useLiveBatches.ts';
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { stageLabel } from '~/lib/crm/domain.ts';
import {
  contactRow,
  eventRow,
  membershipRow,
  mergeRow,
  removeRow,
  type UnifiedRow,
} from '~/lib/crm/unified-rows.ts';
import { errorMessage } from '../../../api/client.ts';
import type { ListStatus } from '../../../shared/hooks/useLiveList.ts';
import {
  liveContacts,
  liveEventRequests,
  liveMembershipRequests,
  type ContactRow,
} from '../../../stores/live.ts';
import { listAllRows } from '../api/list-all-rows.ts';

/** Applies each batch of one table's changes to the rows in one update. */
function useMergeChanges<T>(
  hub: LiveHub<T>,
  prefix: UnifiedRow['kind'],
  toRow: (row: T) => UnifiedRow,
  setRows: Dispatch<SetStateAction<UnifiedRow[]>>,
  reload: () => void,
) {
  useLiveBatches(hub, (batch) => {
    if (batch.changes.length > 0) {
      setRows((rows) =>
        batch.changes.reduce(
          (current, change) =>
            change.type === 'delete'
              ? removeRow(current, `${prefix}_${change.id}`)
              : mergeRow(current, toRow(change.row)),
          rows,
        ),
      );
    }
    if (batch.resync) reload();
  });
}

/** A contacts row from the feed: its last sign-in lives elsewhere (mergeRow keeps the shown one). */
const contactFromFeed = (row: ContactRow) => contactRow({ ...row, last_login: null }, stageLabel);

/**
 * The All table's rows: loaded once (and on Refresh), then kept current from the realtime
 * payloads of contacts, membership requests and event requests, merged by key.
 */
export function useAllRows() {
  const [rows, setRows] = useState<UnifiedRow[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      setRows(await listAllRows());
      setStatus('ready');
    } catch (error) {
      setStatus('error');
      notifyError('Error loading data', errorMessage(error));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const quietReload = useCallback(() => void load(), [load]);
  useMergeChanges(liveContacts, 'contact', contactFromFeed, setRows, quietReload);
  useMergeChanges(liveMembershipRequests, 'membership', membershipRow, setRows, quietReload);
  useMergeChanges(liveEventRequests, 'event', eventRow, setRows, quietReload);

  return { rows, status, reload: load };
}
