import { useCallback, useEffect, useState } from 'react';
import { useLiveBatches } from '~/islands/shared/live/useLiveBatches.ts';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import {
  applyContactChanges,
  buildBoard,
  moveContact,
  stageOf,
  upsertContact,
  type BoardContact,
  type BoardState,
} from '~/lib/crm/board.ts';
import type { PipelineStage } from '~/lib/crm/domain.ts';
import type { RowChange } from '~/lib/live/row-changes.ts';
import { errorMessage } from '../../../api/client.ts';
import { updateContact } from '../../../shared/api/update-contact.ts';
import { liveContacts, type ContactRow } from '../../../stores/live.ts';
import { listBoardContacts } from '../api/list-board-contacts.ts';

export type BoardStatus = 'loading' | 'ready' | 'error';

/** A contacts row as a card; has_account is not on the row, so the card's own is kept. */
function toCardChange(board: BoardState, change: RowChange<ContactRow>): RowChange<BoardContact> {
  if (change.type === 'delete') return change;
  const { row } = change;
  return {
    type: 'upsert',
    row: {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      company: row.company,
      title: row.title,
      industry: row.industry,
      lead_type: row.lead_type,
      stage: row.stage,
      heat_rating: row.heat_rating,
      created_at: row.created_at,
      has_account: board.byId[row.id]?.has_account ?? false,
    },
  };
}

/**
 * The board's data: loaded once, then kept current by merging each batch of changes by id (this
 * tab's saves and the realtime feed) in one update; read again after a reconnection. A move lands
 * at once and is put back if the server refuses it.
 */
export function useBoard() {
  const [board, setBoard] = useState<BoardState>(() => buildBoard([]));
  const [status, setStatus] = useState<BoardStatus>('loading');
  const [renderedAt, setRenderedAt] = useState<number | null>(null);

  const read = useCallback(async (quietly: boolean) => {
    if (!quietly) setStatus('loading');
    try {
      const contacts = await listBoardContacts();
      setBoard(buildBoard(contacts));
      setStatus('ready');
      if (!quietly) setRenderedAt(performance.now());
    } catch (error) {
      if (!quietly) setStatus('error');
      notifyError('Error fetching contacts', errorMessage(error));
    }
  }, []);
  const load = useCallback(() => read(false), [read]);

  useEffect(() => {
    void load();
  }, [load]);

  useLiveBatches(liveContacts, (batch) => {
    if (batch.changes.length > 0) {
      setBoard((current) =>
        applyContactChanges(
          current,
          batch.changes.map((change) => toCardChange(current, change)),
        ),
      );
    }
    if (batch.resync) void read(true);
  });

  const move = useCallback((contactId: string, to: PipelineStage) => {
    let before: BoardContact | undefined;
    setBoard((current) => {
      before = current.byId[contactId];
      return moveContact(current, contactId, to);
    });
    updateContact(contactId, { stage: to }).then(
      (row) => liveContacts.publishLocal({ type: 'upsert', row }),
      (error: unknown) => {
        // Put the card back where it was, and say why.
        if (before) {
          const original = before;
          setBoard((current) => upsertContact(current, { ...original, stage: stageOf(original) }));
        }
        notifyError('Error moving contact', errorMessage(error));
      },
    );
  }, []);

  /** Reads the board again without the loading state (after a change the server made in bulk). */
  const refresh = useCallback(() => read(true), [read]);

  return { board, status, reload: load, refresh, move, renderedAt };
}
