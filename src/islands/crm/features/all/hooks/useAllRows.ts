import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
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
  $contactChange,
  $eventRequestChange,
  $membershipChange,
  type ContactRow,
  type RowChange,
} from '../../../stores/live.ts';
import { listAllRows } from '../api/list-all-rows.ts';

/** Applies each change of one table to the rows once, by its sequence number. */
function useMergeChanges<T>(
  changes: ReadableAtom<RowChange<T> | null>,
  prefix: UnifiedRow['kind'],
  toRow: (row: T) => UnifiedRow,
  setRows: Dispatch<SetStateAction<UnifiedRow[]>>,
) {
  const change = useStore(changes);
  const lastSeq = useRef(change?.seq ?? 0);
  useEffect(() => {
    if (!change || change.seq <= lastSeq.current) return;
    lastSeq.current = change.seq;
    setRows((rows) =>
      change.type === 'delete'
        ? removeRow(rows, `${prefix}_${change.id}`)
        : mergeRow(rows, toRow(change.row)),
    );
  }, [change, prefix, toRow, setRows]);
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

  useMergeChanges($contactChange, 'contact', contactFromFeed, setRows);
  useMergeChanges($membershipChange, 'membership', membershipRow, setRows);
  useMergeChanges($eventRequestChange, 'event', eventRow, setRows);

  return { rows, status, reload: load };
}
