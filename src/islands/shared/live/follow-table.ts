// One way to follow a table live (docs/architecture.md#live-changes): one realtime channel per
// table, its changes handed over in batches at most once per frame, and a catch-up signal after
// the channel rejoins, since changes made while it was down were never sent.
import type { Database, Tables } from '~functions/_shared/database.types.ts';
import type { RowChange } from '~/lib/live/row-changes.ts';
import type { TypedSupabaseClient } from '~/lib/supabase/typed-client.ts';
import { createFrameBatcher } from './frame-batcher.ts';

/** The tables whose rows carry an `id`, which is what lists merge by. */
export type LiveTableName = {
  [N in keyof Database['public']['Tables']]: Tables<N> extends { id: string } ? N : never;
}[keyof Database['public']['Tables']];

export interface LiveBatch<T> {
  changes: RowChange<T>[];
  /** True after a reconnection: what changed meanwhile is unknown, so lists read again. */
  resync: boolean;
}

export interface FollowTableOptions<N extends LiveTableName> {
  table: N;
  /** A realtime filter such as `id=eq.…`; every row of the table when absent. */
  filter?: string;
  onBatch: (batch: LiveBatch<Tables<N>>) => void;
  /** Whether the channel is joined: changes made elsewhere arrive only while it is. */
  onJoined?: (joined: boolean) => void;
}

/** Subscribes to one table's changes; returns a function that unsubscribes. */
export function followTable<N extends LiveTableName>(
  supabase: TypedSupabaseClient,
  { table, filter, onBatch, onJoined }: FollowTableOptions<N>,
): () => void {
  type Row = Tables<N>;
  const batcher = createFrameBatcher<RowChange<Row>>((changes) =>
    onBatch({ changes, resync: false }),
  );
  let joinedOnce = false;
  const channel = supabase
    .channel(`live:${table}${filter ? `:${filter}` : ''}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
      (payload) => {
        if (payload.eventType === 'DELETE') {
          const id = (payload.old as Partial<Row>).id;
          if (id) batcher.push({ type: 'delete', id });
        } else {
          batcher.push({ type: 'upsert', row: payload.new as Row });
        }
      },
    )
    .subscribe((status) => {
      const joined = status === 'SUBSCRIBED';
      onJoined?.(joined);
      if (!joined) return;
      if (joinedOnce) {
        // Rejoined after a drop: hand over what is waiting, then ask for a fresh read.
        batcher.flush();
        onBatch({ changes: [], resync: true });
      }
      joinedOnce = true;
    });
  return () => {
    batcher.cancel();
    onJoined?.(false);
    void supabase.removeChannel(channel);
  };
}
