// The pipeline board's state, normalised (records by id, ids by stage), and the rules that order
// it: a missing stage reads as mql_lead (docs/behaviour/staff-app.md#pipeline-stages); a column is
// sorted by heat rating, highest first, ties by the most recent contact. A column holds a window:
// its first cards in that order (more are read as it scrolls), with the true count beside it
// (docs/behaviour/staff-app.md#the-board).
import { latestChanges, type RowChange } from '../live/row-changes.ts';
import {
  DEFAULT_STAGE,
  isPipelineStage,
  PIPELINE_STAGE_IDS,
  type PipelineStage,
} from './domain.ts';

/** What a card needs; the rest of the row stays in the record. */
export interface BoardContact {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  title: string | null;
  industry: string | null;
  lead_type: string;
  stage: string;
  heat_rating: number;
  created_at: string;
  has_account: boolean;
  /** Open checklist items of its current stage (kept by the database; the stage-move guard). */
  open_checklist_items: number;
}

export type Columns = Record<PipelineStage, string[]>;

export type StageNumbers<V> = Record<PipelineStage, V>;

export interface BoardState<T extends BoardContact = BoardContact> {
  byId: Record<string, T>;
  /** The cards each column holds (its first ones, in the board's order). */
  columns: Columns;
  /** How many contacts each stage has under the board's filters (the count shown). */
  totals: StageNumbers<number>;
  /** Whether a column holds every one of its cards (nothing more to read). */
  complete: StageNumbers<boolean>;
}

export function stageOf(contact: Pick<BoardContact, 'stage'>): PipelineStage {
  return isPipelineStage(contact.stage) ? contact.stage : DEFAULT_STAGE;
}

/** Heat descending, then newest first, then id (so the order is total and stable). */
export function compareCards(a: BoardContact, b: BoardContact): number {
  return (
    b.heat_rating - a.heat_rating ||
    (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function emptyColumns(): Columns {
  return Object.fromEntries(PIPELINE_STAGE_IDS.map((stage) => [stage, [] as string[]])) as Columns;
}

function perStage<V>(value: (stage: PipelineStage) => V): StageNumbers<V> {
  return Object.fromEntries(
    PIPELINE_STAGE_IDS.map((stage) => [stage, value(stage)]),
  ) as StageNumbers<V>;
}

/** A board holding every contact given (each column complete, counted as it holds). */
export function buildBoard<T extends BoardContact>(contacts: readonly T[]): BoardState<T> {
  const byId: Record<string, T> = {};
  for (const contact of contacts) byId[contact.id] = contact;
  const columns = columnsOf(byId);
  return {
    byId,
    columns,
    totals: perStage((stage) => columns[stage].length),
    complete: perStage(() => true),
  };
}

/**
 * A board from the server's windows: the first `limit` cards of each column and each stage's
 * count (a stage missing from the counts has none). A column whose window came back short of
 * `limit` is complete.
 */
export function boardFromWindows<T extends BoardContact>(
  cards: readonly T[],
  counts: Partial<Record<string, number>>,
  limit: number,
): BoardState<T> {
  const board = buildBoard(cards);
  return {
    ...board,
    totals: perStage((stage) => Math.max(counts[stage] ?? 0, board.columns[stage].length)),
    complete: perStage((stage) => board.columns[stage].length < limit),
  };
}

/** The next window of one column, read after its last card, added at its end. */
export function appendWindow<T extends BoardContact>(
  board: BoardState<T>,
  stage: PipelineStage,
  cards: readonly T[],
  limit: number,
): BoardState<T> {
  const byId = { ...board.byId };
  const ids = [...board.columns[stage]];
  const held = new Set(ids);
  for (const card of cards) {
    if (stageOf(card) !== stage || held.has(card.id) || byId[card.id]) continue;
    byId[card.id] = card;
    ids.push(card.id);
  }
  return {
    byId,
    columns: { ...board.columns, [stage]: ids },
    totals: { ...board.totals, [stage]: Math.max(board.totals[stage], ids.length) },
    complete: { ...board.complete, [stage]: cards.length < limit },
  };
}

/** The board with the server's counts (a stage missing has none); never below what a column holds. */
export function withTotals<T extends BoardContact>(
  board: BoardState<T>,
  counts: Partial<Record<string, number>>,
): BoardState<T> {
  return {
    ...board,
    totals: perStage((stage) => Math.max(counts[stage] ?? 0, board.columns[stage].length)),
  };
}

/** The last card a column holds: where the next window starts. */
export function lastCard<T extends BoardContact>(
  board: BoardState<T>,
  stage: PipelineStage,
): T | undefined {
  const id = board.columns[stage].at(-1);
  return id ? board.byId[id] : undefined;
}

function columnsOf<T extends BoardContact>(byId: Record<string, T>): Columns {
  const columns = emptyColumns();
  const sortedContacts = Object.values(byId).sort(compareCards);
  for (const contact of sortedContacts) columns[stageOf(contact)].push(contact.id);
  return columns;
}

/** Whether a card belongs in the window a column holds: all of it, or before its last card. */
function fitsWindow<T extends BoardContact>(
  board: BoardState<T>,
  stage: PipelineStage,
  contact: T,
): boolean {
  if (board.complete[stage]) return true;
  const last = lastCard(board, stage);
  return last !== undefined && compareCards(contact, last) < 0;
}

/** Adds or replaces one record (a live change, a saved edit) and re-sorts what it touches. */
export function upsertContact<T extends BoardContact>(
  board: BoardState<T>,
  contact: T,
): BoardState<T> {
  return applyContactChanges(board, [{ type: 'upsert', row: contact }]);
}

export function removeContact<T extends BoardContact>(
  board: BoardState<T>,
  id: string,
): BoardState<T> {
  if (!board.byId[id]) return board;
  return applyContactChanges(board, [{ type: 'delete', id }]);
}

/** The board with one contact moved to another stage (the optimistic half of a drop). */
export function moveContact<T extends BoardContact>(
  board: BoardState<T>,
  id: string,
  to: PipelineStage,
): BoardState<T> {
  const contact = board.byId[id];
  if (!contact || stageOf(contact) === to) return board;
  return upsertContact(board, { ...contact, stage: to });
}

/**
 * The board with a batch of live changes applied in one pass: each touched column is filtered and
 * sorted once, however many of its cards changed (a burst of a thousand edits costs one sort per
 * column, not one per edit). The last change of an id wins.
 *
 * A card the board holds leaves its column (one fewer there); a changed card that still passes
 * the board's filters (`shown`) joins its column when it falls within the window the column holds
 * (one more there, when it was held before). A card the board did not hold may be new or may
 * have moved from a column's unread part, so the counts are left to the server's next count.
 */
export function applyContactChanges<T extends BoardContact>(
  board: BoardState<T>,
  changes: readonly RowChange<T>[],
  shown: (contact: T) => boolean = () => true,
): BoardState<T> {
  const latest = latestChanges(changes);
  if (latest.size === 0) return board;
  const byId = { ...board.byId };
  const totals = { ...board.totals };
  const touched = new Set<PipelineStage>();
  const joining = new Map<PipelineStage, string[]>();
  for (const [id, change] of latest) {
    const previous = byId[id];
    if (previous) {
      touched.add(stageOf(previous));
      totals[stageOf(previous)] -= 1;
    }
    const stage = change.type === 'upsert' ? stageOf(change.row) : null;
    if (change.type === 'delete' || !stage || !shown(change.row)) {
      if (previous) delete byId[id];
      continue;
    }
    if (previous) totals[stage] += 1;
    if (!fitsWindow(board, stage, change.row)) {
      if (previous) delete byId[id];
      continue;
    }
    byId[id] = change.row;
    touched.add(stage);
    joining.set(stage, [...(joining.get(stage) ?? []), id]);
  }
  const columns = { ...board.columns };
  for (const stage of touched) {
    const ids = columns[stage].filter((id) => !latest.has(id));
    ids.push(...(joining.get(stage) ?? []));
    columns[stage] = ids.sort((a, b) => compareCards(byId[a]!, byId[b]!));
    // A card the server has not counted yet is still a card the column shows.
    totals[stage] = Math.max(totals[stage], columns[stage].length);
  }
  return { byId, columns, totals, complete: board.complete };
}
