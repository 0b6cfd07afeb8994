import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import {
  buildBoard,
  moveContact,
  removeContact,
  stageOf,
  upsertContact,
  type BoardContact,
  type BoardState,
} from '~/lib/crm/board.ts';
import type { PipelineStage } from '~/lib/crm/domain.ts';
import { errorMessage } from '../../../api/client.ts';
import { updateContact } from '../../../shared/api/update-contact.ts';
import { $contactChange, publishContactUpsert } from '../../../stores/live.ts';
import { listBoardContacts } from '../api/list-board-contacts.ts';

export type BoardStatus = 'loading' | 'ready' | 'error';

/**
 * The board's data: loaded once, then kept current by merging single changes by id (this tab's
 * saves and the realtime feed). A move lands at once and is put back if the server refuses it.
 */
export function useBoard() {
  const [board, setBoard] = useState<BoardState>(() => buildBoard([]));
  const [status, setStatus] = useState<BoardStatus>('loading');
  const [renderedAt, setRenderedAt] = useState<number | null>(null);
  const change = useStore($contactChange);
  const lastSeq = useRef(0);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const contacts = await listBoardContacts();
      setBoard(buildBoard(contacts));
      setStatus('ready');
      setRenderedAt(performance.now());
    } catch (error) {
      setStatus('error');
      notifyError('Error fetching contacts', errorMessage(error));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Merge each change once, by id; has_account is not on the contacts row, so it is kept.
  useEffect(() => {
    if (!change || change.seq <= lastSeq.current) return;
    lastSeq.current = change.seq;
    setBoard((current) => {
      if (change.type === 'delete') return removeContact(current, change.id);
      const previous = current.byId[change.row.id];
      const next: BoardContact = {
        id: change.row.id,
        first_name: change.row.first_name,
        last_name: change.row.last_name,
        email: change.row.email,
        company: change.row.company,
        title: change.row.title,
        industry: change.row.industry,
        lead_type: change.row.lead_type,
        stage: change.row.stage,
        heat_rating: change.row.heat_rating,
        created_at: change.row.created_at,
        has_account: previous?.has_account ?? false,
      };
      return upsertContact(current, next);
    });
  }, [change]);

  const move = useCallback((contactId: string, to: PipelineStage) => {
    let before: BoardContact | undefined;
    setBoard((current) => {
      before = current.byId[contactId];
      return moveContact(current, contactId, to);
    });
    updateContact(contactId, { stage: to }).then(publishContactUpsert, (error: unknown) => {
      // Put the card back where it was, and say why.
      if (before) {
        const original = before;
        setBoard((current) => upsertContact(current, { ...original, stage: stageOf(original) }));
      }
      notifyError('Error moving contact', errorMessage(error));
    });
  }, []);

  return { board, status, reload: load, move, renderedAt };
}
