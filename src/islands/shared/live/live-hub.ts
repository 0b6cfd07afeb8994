// Where a table's live batches meet the lists that show it: the realtime feed and this tab's own
// saves publish here, every list of the page listens. A plain listener set, not a store: a batch
// is an event to apply once, not a value to read later.
import type { RowChange } from '~/lib/live/row-changes.ts';
import type { LiveBatch } from './follow-table.ts';

export type LiveListener<T> = (batch: LiveBatch<T>) => void;

export interface LiveHub<T> {
  listen(listener: LiveListener<T>): () => void;
  publish(batch: LiveBatch<T>): void;
  /** This tab's own save: lists show it at once, before the feed echoes it. */
  publishLocal(...changes: RowChange<T>[]): void;
}

export function createLiveHub<T>(): LiveHub<T> {
  const listeners = new Set<LiveListener<T>>();
  const publish = (batch: LiveBatch<T>) => {
    for (const listener of [...listeners]) listener(batch);
  };
  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish,
    publishLocal: (...changes) => publish({ changes, resync: false }),
  };
}
