import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { errorMessage } from '../../api/client.ts';
import type { RowChange } from '../../stores/live.ts';

export type ListStatus = 'loading' | 'ready' | 'error';

/**
 * A list loaded once and then kept current from single changes merged by id (new rows first),
 * never by refetching everything; a failed load shows its error title
 * (docs/behaviour/staff-app.md#notices) and offers a retry.
 */
export function useLiveList<T extends { id: string }>(
  load: () => Promise<T[]>,
  changes: ReadableAtom<RowChange<T> | null>,
  errorTitle: string,
) {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const change = useStore(changes);
  const lastSeq = useRef(0);

  const reload = useCallback(async () => {
    setStatus('loading');
    try {
      setItems(await load());
      setStatus('ready');
    } catch (error) {
      setStatus('error');
      notifyError(errorTitle, errorMessage(error));
    }
  }, [load, errorTitle]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!change || change.seq <= lastSeq.current) return;
    lastSeq.current = change.seq;
    setItems((current) => {
      if (change.type === 'delete') return current.filter((item) => item.id !== change.id);
      return current.some((item) => item.id === change.row.id)
        ? current.map((item) => (item.id === change.row.id ? change.row : item))
        : [change.row, ...current];
    });
  }, [change]);

  return { items, setItems, status, reload };
}
