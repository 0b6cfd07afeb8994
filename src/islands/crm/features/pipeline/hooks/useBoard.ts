import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveBatches } from '~/islands/shared/live/useLiveBatches.ts';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import {
  appendWindow,
  applyContactChanges,
  boardFromWindows,
  buildBoard,
  lastCard,
  moveContact,
  stageOf,
  withTotals,
  type BoardContact,
  type BoardState,
} from '~/lib/crm/board.ts';
import type { PipelineStage } from '~/lib/crm/domain.ts';
import { matchesFilters } from '~/lib/crm/filters.ts';
import type { RowChange } from '~/lib/live/row-changes.ts';
import { errorMessage } from '../../../api/client.ts';
import { updateContact } from '../../../shared/api/update-contact.ts';
import { BOARD_FIRST_WINDOW } from '~/lib/crm/board-reads.ts';
import { $liveConnected, liveContacts, type ContactRow } from '../../../stores/live.ts';
import { countBoardStages } from '../api/count-board-stages.ts';
import { firstBoardInPage, takeFirstBoard } from '../api/first-board-from-page.ts';
import { listBoardCards, type BoardQuery } from '../api/list-board-cards.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { labels } from '~/lib/crm/labels.ts';

export type BoardStatus = 'loading' | 'ready' | 'error';

/** Cards a column reads at first, and each time it scrolls near its end. */
const FIRST_WINDOW = BOARD_FIRST_WINDOW;
const NEXT_WINDOW = 200;
/** The most a quiet read takes back per column (board_cards gives at most 500). */
const MOST_WINDOW = 500;
/** How long typing must pause before the server is asked (typing to result within 300 ms). */
const SEARCH_DEBOUNCE_MS = 80;
/** The least time between two counts during a burst of changes (bounds the server's work). */
const RECOUNT_GAP_MS = 250;

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
      open_checklist_items: row.open_checklist_items,
    },
  };
}

/**
 * The board's data (docs/behaviour/staff-app.md#the-board): each column's first cards and every
 * column's count, read for the filters and search given (the search once typing pauses); more of
 * a column as it scrolls. Kept current by merging each batch of changes (this tab's saves and the
 * realtime feed) in one update, then counting again on the server; read again after a
 * reconnection. A move lands at once and is put back if the server refuses it.
 */
export function useBoard(view: BoardQuery) {
  const query = useDebouncedValue(view.query, SEARCH_DEBOUNCE_MS);
  const filters = useMemo(
    () => ({ leadType: view.leadType, industry: view.industry, query }),
    [view.leadType, view.industry, query],
  );
  // The server's first read, when the page has come whole by the first render: the board is drawn
  // in that render, with no loading state and no second render to wait for.
  const [fromPage] = useState(() => firstBoardInPage(filters, FIRST_WINDOW) ?? null);
  const [board, setBoard] = useState<BoardState>(() =>
    fromPage ? boardFromWindows(fromPage.cards, fromPage.counts, FIRST_WINDOW) : buildBoard([]),
  );
  const [status, setStatus] = useState<BoardStatus>(fromPage ? 'ready' : 'loading');
  const [reading, setReading] = useState(false);
  const boardRef = useRef(board);
  const filtersRef = useRef(filters);
  // Bumped by every read asked, so an older answer never replaces a newer one.
  const readSeq = useRef(0);
  // Changes applied while a read is out, applied again on top of its answer.
  const duringRead = useRef<RowChange<BoardContact>[] | null>(null);
  // Bumped by every change applied here, and by every move this tab makes (not saved yet).
  const changeSeq = useRef(0);
  const moveSeq = useRef(0);
  const unsavedMoves = useRef(0);
  const counting = useRef<'idle' | 'busy' | 'again'>('idle');
  const loadingMore = useRef(new Set<PipelineStage>());

  const statusRef = useRef(status);
  useEffect(() => {
    boardRef.current = board;
    statusRef.current = status;
  }, [board, status]);

  const shown = useCallback(
    (contact: BoardContact) => matchesFilters(contact, filtersRef.current),
    [],
  );

  /** Applies changes to the board (and keeps them for a read that is out). */
  const apply = useCallback(
    (changes: RowChange<BoardContact>[]) => {
      changeSeq.current += 1;
      duringRead.current?.push(...changes);
      setBoard((current) => applyContactChanges(current, changes, shown));
    },
    [shown],
  );

  /**
   * Reads the windows and counts: 'first' with the loading state, 'filters' (new filters or
   * search) quietly from the first windows, 'again' quietly keeping as many cards as are held.
   */
  const read = useCallback(
    async (kind: 'first' | 'filters' | 'again') => {
      const quietly = kind !== 'first';
      const asked = filtersRef.current;
      const seq = (readSeq.current += 1);
      const held = Math.max(...Object.values(boardRef.current.columns).map((ids) => ids.length));
      const limit =
        kind === 'again' ? Math.min(MOST_WINDOW, Math.max(FIRST_WINDOW, held)) : FIRST_WINDOW;
      if (kind === 'first') setStatus('loading');
      duringRead.current = [];
      setReading(true);
      try {
        // The first read may already be in the page, drawn there by the server.
        const inPage = kind === 'first' ? await takeFirstBoard(asked, limit) : null;
        const [cards, counts] = inPage
          ? [inPage.cards, inPage.counts]
          : await Promise.all([listBoardCards(asked, limit), countBoardStages(asked)]);
        if (seq !== readSeq.current) return;
        const missed = duringRead.current ?? [];
        duringRead.current = null;
        setBoard(applyContactChanges(boardFromWindows(cards, counts, limit), missed, shown));
        setStatus('ready');
      } catch (error) {
        if (seq !== readSeq.current) return;
        duringRead.current = null;
        if (!quietly) setStatus('error');
        notifyError(labels.pipeline.errorFetchingContacts, errorMessage(error));
      } finally {
        if (seq === readSeq.current) setReading(false);
      }
    },
    [shown],
  );

  /**
   * Counts every column again: one count at a time, at most one every RECOUNT_GAP_MS, and one
   * more when changes came meanwhile. A count taken before a move of this tab was saved is not
   * shown (it would put the card back for a moment); the count after the save is.
   */
  const recount = useCallback(async () => {
    if (counting.current !== 'idle') {
      counting.current = 'again';
      return;
    }
    counting.current = 'busy';
    const asked = filtersRef.current;
    const moves = moveSeq.current;
    const changes = changeSeq.current;
    try {
      const counts = await countBoardStages(asked);
      const settled = moves === moveSeq.current && unsavedMoves.current === 0;
      if (settled && asked === filtersRef.current) {
        setBoard((current) => withTotals(current, counts));
      }
      if (moves !== moveSeq.current || changes !== changeSeq.current) counting.current = 'again';
    } catch {
      // The next change or read counts again; a failed count leaves the board as it is.
    }
    await new Promise((resolve) => setTimeout(resolve, RECOUNT_GAP_MS));
    const again = counting.current === 'again';
    counting.current = 'idle';
    if (again) void recount();
  }, []);

  const first = useRef(true);
  useEffect(() => {
    filtersRef.current = filters;
    const kind = first.current ? 'first' : 'filters';
    first.current = false;
    if (kind === 'first' && fromPage) return;
    void read(kind);
  }, [filters, read, fromPage]);

  // Changes made before the live feed first joined were never sent to this tab (the first board
  // may even come from the page, read by the server): once it has joined, read again, quietly if
  // the board is drawn. Later drops and rejoins ask for a read themselves.
  useEffect(() => {
    if ($liveConnected.get()) return;
    const stop = $liveConnected.listen((connected) => {
      if (!connected) return;
      stop();
      void read(statusRef.current === 'ready' ? 'again' : 'first');
    });
    return stop;
  }, [read]);

  useLiveBatches(liveContacts, (batch) => {
    if (batch.changes.length > 0) {
      const current = boardRef.current;
      apply(batch.changes.map((change) => toCardChange(current, change)));
      void recount();
    }
    if (batch.resync) void read('again');
  });

  /** Reads the next window of a column that scrolled near its end. */
  const loadMore = useCallback(async (stage: PipelineStage) => {
    const current = boardRef.current;
    const after = lastCard(current, stage);
    if (current.complete[stage] || !after || loadingMore.current.has(stage)) return;
    loadingMore.current.add(stage);
    const asked = filtersRef.current;
    try {
      const cards = await listBoardCards(asked, NEXT_WINDOW, { stage, after });
      // Dropped while the whole board is read again (its windows replace the columns); the
      // column asks again once that board is drawn (StageColumn).
      if (asked === filtersRef.current && !duringRead.current) {
        setBoard((latest) => appendWindow(latest, stage, cards, NEXT_WINDOW));
      }
    } catch (error) {
      notifyError(labels.pipeline.errorFetchingContacts, errorMessage(error));
    } finally {
      loadingMore.current.delete(stage);
    }
  }, []);

  const move = useCallback(
    (contactId: string, to: PipelineStage) => {
      const before = boardRef.current.byId[contactId];
      if (!before) return;
      changeSeq.current += 1;
      moveSeq.current += 1;
      unsavedMoves.current += 1;
      duringRead.current?.push({ type: 'upsert', row: { ...before, stage: to } });
      setBoard((current) => moveContact(current, contactId, to));
      updateContact(contactId, { stage: to }).then(
        (row) => {
          unsavedMoves.current -= 1;
          liveContacts.publishLocal({ type: 'upsert', row });
        },
        (error: unknown) => {
          unsavedMoves.current -= 1;
          // Put the card back where it was, and say why.
          const original = { ...before, stage: stageOf(before) };
          apply([{ type: 'upsert', row: original }]);
          notifyError(labels.pipeline.errorMovingContact, errorMessage(error));
        },
      );
    },
    [apply],
  );

  const reload = useCallback(() => read('first'), [read]);
  /** Reads the board again without the loading state (after a change the server made in bulk). */
  const refresh = useCallback(() => read('again'), [read]);

  return { board, status, reading, reload, refresh, move, loadMore };
}
