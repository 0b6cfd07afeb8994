import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeById } from '~/lib/live/row-changes.ts';
import type { LiveHub } from './live-hub.ts';
import { useLiveBatches } from './useLiveBatches.ts';

export type ListStatus = 'loading' | 'ready' | 'error';

/**
 * A list loaded once, then kept current by merging each live batch by id in one update (new rows
 * first); after a reconnection it is read again, quietly, since changes may have been missed.
 * `onError` says why a load failed; the list keeps what it had.
 */
export function useLiveList<T extends { id: string }>(
  load: () => Promise<readonly T[]>,
  hub: LiveHub<T>,
  onError: (error: unknown) => void,
) {
  const [items, setItems] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const reads = useRef(0);

  const read = useCallback(
    async (quietly: boolean) => {
      const ticket = (reads.current += 1);
      if (!quietly) setStatus('loading');
      try {
        const loaded = await load();
        // An older read that answers late must not replace a newer one.
        if (ticket !== reads.current) return;
        setItems(loaded);
        setStatus('ready');
      } catch (error) {
        if (ticket !== reads.current) return;
        if (!quietly) setStatus('error');
        onError(error);
      }
    },
    [load, onError],
  );

  const reload = useCallback(() => read(false), [read]);

  useEffect(() => {
    void read(false);
  }, [read]);

  useLiveBatches(hub, (batch) => {
    if (batch.changes.length > 0) setItems((current) => mergeById(current, batch.changes));
    if (batch.resync) void read(true);
  });

  return { items, setItems, status, reload };
}
